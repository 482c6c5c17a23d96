import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { INDIAN_STATES } from "@api/validation/indian-states";
import { AdminField, AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { gstSettingsUpdateSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import { readForm } from "~/lib/form-body.server";
import type { gstSettingsSchema } from "@api/contract/schemas/admin-settings";
import type { z } from "zod";

export const meta = () => adminMeta("GST settings");

/** After "someone else saved first" the page reads the settings again: the hidden version is then the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

const FIELDS = [
  "legalName",
  "tradeName",
  "gstin",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "pincode",
  "invoicePrefix",
] as const;
type GstSettings = z.output<typeof gstSettingsSchema>;

const STATE_CHOICES = [
  { value: "", label: "Choose a state" },
  ...INDIAN_STATES.map((value) => ({ value, label: value })),
];
const PATH = "/settings/gst";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<GstSettings>({ request, ...auth }, PATH);
  return adminPage({ settings: answer.body }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const submission = parseWithZod(await readForm(request), { schema: gstSettingsUpdateSchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi<GstSettings>({ request, ...auth }, PATH, { method: "PUT", body: submission.value });
  if (answer.status !== 200) {
    return adminData(
      { result: replyFromApi(submission, answer, [...FIELDS]), toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect("/admin/settings/gst", auth.session, { type: "success", message: answer.message });
}

export default function AdminGstSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const form = useAdminForm(
    "gst-settings",
    answered?.result,
    Object.fromEntries(FIELDS.map((name) => [name, settings[name]])),
  );
  const text = (name: (typeof FIELDS)[number], maxLength: number) => ({
    ...form.field(name),
    autoComplete: "off",
    maxLength,
  });

  return (
    <>
      <h1>GST settings</h1>
      <section className={css.section} aria-labelledby="gst-settings-heading">
        <h2 id="gst-settings-heading" className={css.sectionTitle}>
          The seller on tax invoices
        </h2>
        <p className={css.lead}>
          Invoices name the shop as its GST registration does. Printed invoices show the new details within a few
          seconds of saving.
        </p>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="gst-settings-heading">
          {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
          <input type="hidden" name="version" value={settings.version} />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <AdminField
            label="Legal name"
            hint="As on the GST registration certificate."
            errors={form.errors("legalName")}
            inputProps={text("legalName", 150)}
          />
          <AdminField
            label="Trade name"
            hint="Optional: the name the shop trades under, if not its legal name."
            errors={form.errors("tradeName")}
            inputProps={text("tradeName", 150)}
          />
          <AdminField
            label="GSTIN"
            hint="15 characters: state code, PAN, entity number, Z and a check character."
            errors={form.errors("gstin")}
            inputProps={{ ...text("gstin", 20), autoCapitalize: "characters", spellCheck: false }}
          />
          <fieldset className={formCss.fieldset}>
            <legend>Registered address</legend>
            <p className={css.lead}>
              The principal place of business on the registration: its state must be the GSTIN&apos;s.
            </p>
            <AdminField
              label="Address line 1"
              errors={form.errors("addressLine1")}
              inputProps={text("addressLine1", 150)}
            />
            <AdminField
              label="Address line 2"
              hint="Optional."
              errors={form.errors("addressLine2")}
              inputProps={text("addressLine2", 150)}
            />
            <AdminField label="City" errors={form.errors("city")} inputProps={text("city", 100)} />
            <AdminSelect
              label="State"
              errors={form.errors("state")}
              options={STATE_CHOICES}
              selectProps={{ ...form.field("state") }}
            />
            <AdminField
              label="Pincode"
              errors={form.errors("pincode")}
              inputProps={{ ...text("pincode", 6), inputMode: "numeric" }}
            />
          </fieldset>
          <AdminField
            label="Invoice prefix"
            hint="1 to 3 letters or digits starting each invoice number, like WN in WN/26-27/000123."
            errors={form.errors("invoicePrefix")}
            inputProps={{ ...text("invoicePrefix", 3), autoCapitalize: "characters" }}
          />
          <AdminSubmit pending={saving}>Save settings</AdminSubmit>
        </Form>
      </section>
    </>
  );
}
