import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MAX_POPUP_DELAY_SECONDS } from "@api/validation/home-lists";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import type { HomeSettings } from "@api/contract/schemas/admin-site-settings";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { popupFormSchema, savePictureForm } from "~/lib/admin/site-settings.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import * as images from "@styles/admin/images.css";

export const meta = () => adminMeta("Popup");

/** After "someone else saved first" the page reads the settings again: the hidden version is then the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

const FIELDS = ["enabled", "title", "text", "linkLabel", "webpageUrl", "delaySeconds", "alt"];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<HomeSettings>({ request, ...auth }, "/site-settings/home");
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  return adminPage({ popup: answer.body.popup, version: answer.body.version }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const saved = await savePictureForm(
    { request, ...auth },
    { schema: popupFormSchema, fields: FIELDS, path: "/site-settings/popup", method: "PUT" },
  );
  if (saved.ok) return adminRedirect("/admin/home", auth.session, { type: "success", message: saved.message });
  return adminData({ result: saved.result, toast: saved.toast }, auth.session, { status: saved.status });
}

export default function AdminHomePopup() {
  const { popup, version } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const form = useAdminForm("popup", answered?.result, {
    enabled: popup.enabled ? "on" : "",
    title: popup.title,
    text: popup.text,
    linkLabel: popup.linkLabel,
    webpageUrl: popup.webpageUrl,
    delaySeconds: String(popup.delaySeconds),
    alt: popup.image?.alt ?? "",
  });
  return (
    <>
      <p>
        <Link to="/admin/home">Back to the home page</Link>
      </p>
      <h1 id="popup-heading">Popup</h1>
      <p className={css.lead}>
        An offer that appears over the shop a few seconds after a shopper arrives, once per visit. Shoppers can close
        it.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        key={form.key}
        {...form.formProps}
        aria-labelledby="popup-heading"
      >
        {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
        <input type="hidden" name="version" value={version} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <div className={formCss.checkboxField}>
          <input
            type="checkbox"
            id="popup-enabled"
            name="enabled"
            defaultChecked={form.value("enabled") === "on"}
            className={formCss.checkbox}
          />
          <label htmlFor="popup-enabled">Show the popup</label>
        </div>
        {popup.image ? (
          <div className={css.section}>
            <p>Current picture:</p>
            <Picture image={popup.image} className={images.preview} sizes="20rem" />
          </div>
        ) : null}
        <AdminField
          label={popup.image ? "New picture (optional)" : "Picture"}
          hint={`JPEG, PNG or WebP, at most 10 MB; about 600 × 600 pixels.${popup.image ? " Leave empty to keep the current picture." : ""}`}
          errors={form.errors("image")}
          inputProps={{
            id: "popup-image",
            name: "image",
            type: "file",
            accept: "image/jpeg,image/png,image/webp",
            required: !popup.image,
          }}
        />
        <AdminField
          label="Description of the picture (alt text)"
          errors={form.errors("alt")}
          inputProps={{ ...form.field("alt"), autoComplete: "off", maxLength: 150, required: true }}
        />
        <AdminField
          label="Title"
          errors={form.errors("title")}
          inputProps={{ ...form.field("title"), autoComplete: "off", maxLength: 100, required: true }}
        />
        <AdminField
          label="Words (optional)"
          errors={form.errors("text")}
          inputProps={{ ...form.field("text"), autoComplete: "off", maxLength: 200 }}
        />
        <AdminField
          label="Link label (optional)"
          hint="The link's words, like 'Start shopping'."
          errors={form.errors("linkLabel")}
          inputProps={{ ...form.field("linkLabel"), autoComplete: "off", maxLength: 60 }}
        />
        <AdminField
          label="Link"
          hint="A page of this shop, like /shop/bedroom, or a web address starting with https://."
          errors={form.errors("webpageUrl")}
          inputProps={{ ...form.field("webpageUrl"), autoComplete: "off", maxLength: 500, required: true }}
        />
        <AdminField
          label="Delay (seconds)"
          hint={`How long after a shopper arrives the popup appears: 0 to ${MAX_POPUP_DELAY_SECONDS}.`}
          errors={form.errors("delaySeconds")}
          inputProps={{ ...form.field("delaySeconds"), inputMode: "numeric", autoComplete: "off", required: true }}
        />
        <div className={css.buttonRow}>
          <AdminSubmit pending={saving}>Save popup</AdminSubmit>
          <Link to="/admin/home" className={css.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
