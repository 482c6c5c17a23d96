import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ShopSettings } from "@api/contract/schemas/admin-site-settings";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { shopSettingsSaveSchema } from "~/lib/admin/site-settings.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Shop settings");

/** After "someone else saved first" the page reads the settings again: the hidden version is then the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

const FIELDS = ["supportMobile", "whatsappNumber", "supportEmail", "openingHours", "openingNote", "freeShippingOver"];
const PATH = "/site-settings/shop";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<ShopSettings>({ request, ...auth }, PATH);
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  return adminPage({ settings: answer.body }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: shopSettingsSaveSchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  // The API reads the opening times as typed, a row a line: it words its own refusals.
  const answer = await adminApi<ShopSettings>({ request, ...auth }, PATH, {
    method: "PUT",
    body: { ...submission.value, openingHours: formData.get("openingHours") },
  });
  if (answer.status !== 200) {
    return adminData({ result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) }, auth.session, {
      status: answer.status,
    });
  }
  return adminRedirect("/admin/settings/shop", auth.session, { type: "success", message: answer.message });
}

export default function AdminShopSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const form = useAdminForm("shop-settings", answered?.result, {
    supportMobile: settings.supportMobile,
    whatsappNumber: settings.whatsappNumber,
    supportEmail: settings.supportEmail,
    openingHours: settings.openingHours.map((row) => `${row.days}: ${row.hours}`).join("\n"),
    openingNote: settings.openingNote,
    freeShippingOver: String(settings.freeShippingOver),
  });
  const hours = form.field("openingHours");
  const hoursErrors = form.errors("openingHours");
  return (
    <>
      <h1 id="shop-settings-heading">Shop settings</h1>
      <p className={css.lead}>
        How shoppers reach the shop, shown in the header, the footer and the home page. A change shows in the shop
        within a few seconds.
      </p>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby="shop-settings-heading">
        {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
        <input type="hidden" name="version" value={settings.version} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <AdminField
          label="Support phone"
          hint="An Indian mobile number, like +91 98110 42424."
          errors={form.errors("supportMobile")}
          inputProps={{
            ...form.field("supportMobile"),
            type: "tel",
            autoComplete: "off",
            maxLength: 20,
            required: true,
          }}
        />
        <AdminField
          label="WhatsApp number"
          hint="An Indian mobile number; the footer links to a WhatsApp chat with it."
          errors={form.errors("whatsappNumber")}
          inputProps={{
            ...form.field("whatsappNumber"),
            type: "tel",
            autoComplete: "off",
            maxLength: 20,
            required: true,
          }}
        />
        <AdminField
          label="Support email"
          errors={form.errors("supportEmail")}
          inputProps={{
            ...form.field("supportEmail"),
            type: "email",
            autoComplete: "off",
            maxLength: 254,
            required: true,
          }}
        />
        <div className={formCss.field}>
          <label htmlFor={hours.id} className={formCss.label}>
            Opening times
          </label>
          <p id={`${hours.id}-hint`} className={formCss.hint}>
            One line for each row of the footer: the days, a colon, then the hours, like &apos;Mon - Fri: 8AM -
            10PM&apos;. Leave empty to show no opening times.
          </p>
          <textarea
            {...hours}
            rows={4}
            className={formCss.control}
            aria-invalid={hoursErrors ? true : undefined}
            aria-describedby={[`${hours.id}-hint`, hoursErrors ? `${hours.id}-error` : null].filter(Boolean).join(" ")}
          />
          {hoursErrors ? (
            <ul id={`${hours.id}-error`} className={formCss.errorList}>
              {hoursErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <AdminField
          label="Note under the opening times (optional)"
          errors={form.errors("openingNote")}
          inputProps={{ ...form.field("openingNote"), autoComplete: "off", maxLength: 100 }}
        />
        <AdminField
          label="Free shipping over (Rs)"
          hint="The amount the home page's 'Free Shipping over …' names. 0 says free shipping on every order. The shop charges no shipping today, so this is what shoppers read, not a charge."
          errors={form.errors("freeShippingOver")}
          inputProps={{ ...form.field("freeShippingOver"), inputMode: "numeric", autoComplete: "off", required: true }}
        />
        <AdminSubmit pending={saving}>Save settings</AdminSubmit>
      </Form>
    </>
  );
}
