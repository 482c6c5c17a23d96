import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { reviewSettingsUpdateSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import { readForm } from "~/lib/form-body.server";
import type { reviewSettingsSchema } from "@api/contract/schemas/admin-settings";
import type { z } from "zod";

export const meta = () => adminMeta("Review settings");

/** After "someone else saved first" the page reads the settings again: the hidden version is then the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

type ReviewSettings = z.output<typeof reviewSettingsSchema>;
const PATH = "/settings/reviews";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<ReviewSettings>({ request, ...auth }, PATH);
  return adminPage({ settings: answer.body }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const submission = parseWithZod(await readForm(request), { schema: reviewSettingsUpdateSchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi<ReviewSettings>({ request, ...auth }, PATH, { method: "PUT", body: submission.value });
  if (answer.status !== 200) {
    return adminData(
      { result: replyFromApi(submission, answer, ["autoApprove"]), toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect("/admin/settings/reviews", auth.session, { type: "success", message: answer.message });
}

/** The owner's choice: new reviews wait for staff (the default) or go public at once. */
export default function AdminReviewSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const form = useAdminForm("review-settings", answered?.result);
  // A refused save keeps what was ticked; otherwise the saved setting.
  const typed = answered?.result?.initialValue as Record<string, unknown> | undefined;
  const checked = typed ? typed.autoApprove === "on" : settings.autoApprove;

  return (
    <>
      <h1>Review settings</h1>
      <section className={css.section} aria-labelledby="review-settings-heading">
        <h2 id="review-settings-heading" className={css.sectionTitle}>
          Approving reviews
        </h2>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="review-settings-heading">
          {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
          <input type="hidden" name="version" value={settings.version} />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <div className={formCss.checkboxField}>
            <input
              type="checkbox"
              id="review-settings-autoApprove"
              name="autoApprove"
              defaultChecked={checked}
              className={formCss.checkbox}
              aria-describedby="review-settings-autoApprove-hint"
            />
            <label htmlFor="review-settings-autoApprove">Publish new reviews at once</label>
            <p id="review-settings-autoApprove-hint" className={formCss.hint}>
              Off: each new review waits in Reviews until someone approves it. On: it shows on the product page and
              counts in the rating as soon as it is written (staff can still reject it).
            </p>
          </div>
          <AdminSubmit pending={saving}>Save settings</AdminSubmit>
        </Form>
      </section>
    </>
  );
}
