import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { INDIAN_STATES } from "@api/validation/indian-states";
import { AdminField, AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { orderSettingsUpdateSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import { readForm } from "~/lib/form-body.server";
import type { orderSettingsSchema } from "@api/contract/schemas/admin-settings";
import type { z } from "zod";

export const meta = () => adminMeta("Order settings");

/** After "someone else saved first" the page reads the settings again: the hidden version is then the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

type OrderSettings = z.output<typeof orderSettingsSchema>;

const RETURNS_FIELDS = [
  "returnsName",
  "returnsPhone",
  "returnsAddress",
  "returnsCity",
  "returnsState",
  "returnsPincode",
] as const;
const FIELDS = ["codCallAfterHours", "codMaxOrderAmount", "returnWindowDays", ...RETURNS_FIELDS];
const STATE_CHOICES = [
  { value: "", label: "Choose a state" },
  ...INDIAN_STATES.map((value) => ({ value, label: value })),
];
const PATH = "/settings/orders";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<OrderSettings>({ request, ...auth }, PATH);
  return adminPage({ settings: answer.body }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const submission = parseWithZod(await readForm(request), { schema: orderSettingsUpdateSchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi<OrderSettings>({ request, ...auth }, PATH, { method: "PUT", body: submission.value });
  if (answer.status !== 200) {
    return adminData({ result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) }, auth.session, {
      status: answer.status,
    });
  }
  return adminRedirect("/admin/settings/orders", auth.session, { type: "success", message: answer.message });
}

export default function AdminOrderSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const form = useAdminForm("order-settings", answered?.result, {
    codCallAfterHours: String(settings.codCallAfterHours),
    codMaxOrderAmount: settings.codMaxOrderAmount === null ? "" : String(settings.codMaxOrderAmount),
    returnWindowDays: String(settings.returnWindowDays),
    ...Object.fromEntries(RETURNS_FIELDS.map((name) => [name, settings[name]])),
  });

  return (
    <>
      <h1>Order settings</h1>
      <section className={css.section} aria-labelledby="order-settings-heading">
        <h2 id="order-settings-heading" className={css.sectionTitle}>
          Cash on delivery and returns
        </h2>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="order-settings-heading">
          {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
          <input type="hidden" name="version" value={settings.version} />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <AdminField
            label="Hours before 'call the shopper'"
            hint="A cash-on-delivery order the shopper has not confirmed from the link in its message is flagged at the top of the order queue after this many hours."
            errors={form.errors("codCallAfterHours")}
            inputProps={{ ...form.field("codCallAfterHours"), inputMode: "numeric" }}
          />
          <AdminField
            label="Largest cash-on-delivery order (Rs)"
            hint="Orders above this total must be paid online. Leave blank for no limit."
            errors={form.errors("codMaxOrderAmount")}
            inputProps={{ ...form.field("codMaxOrderAmount"), inputMode: "numeric" }}
          />
          <AdminField
            label="Return window (days)"
            hint="How many days after delivery a shopper may ask for a return."
            errors={form.errors("returnWindowDays")}
            inputProps={{ ...form.field("returnWindowDays"), inputMode: "numeric" }}
          />
          <fieldset className={formCss.fieldset}>
            <legend>Returns go to</legend>
            <p className={css.lead}>
              Where the courier brings returned goods: approving a return books its pickup to this address. Leave every
              field blank for none (returns then cannot be approved).
            </p>
            <AdminField
              label="Name"
              errors={form.errors("returnsName")}
              inputProps={{ ...form.field("returnsName"), autoComplete: "off", maxLength: 100 }}
            />
            <AdminField
              label="Phone"
              hint="10 digits: the courier calls it on arrival."
              errors={form.errors("returnsPhone")}
              inputProps={{ ...form.field("returnsPhone"), inputMode: "numeric", autoComplete: "off", maxLength: 10 }}
            />
            <AdminField
              label="Address"
              errors={form.errors("returnsAddress")}
              inputProps={{ ...form.field("returnsAddress"), autoComplete: "off", maxLength: 300 }}
            />
            <AdminField
              label="City"
              errors={form.errors("returnsCity")}
              inputProps={{ ...form.field("returnsCity"), autoComplete: "off", maxLength: 100 }}
            />
            <AdminSelect
              label="State"
              errors={form.errors("returnsState")}
              options={STATE_CHOICES}
              selectProps={{ ...form.field("returnsState") }}
            />
            <AdminField
              label="Pincode"
              errors={form.errors("returnsPincode")}
              inputProps={{ ...form.field("returnsPincode"), inputMode: "numeric", autoComplete: "off", maxLength: 6 }}
            />
          </fieldset>
          <AdminSubmit pending={saving}>Save settings</AdminSubmit>
        </Form>
      </section>
    </>
  );
}
