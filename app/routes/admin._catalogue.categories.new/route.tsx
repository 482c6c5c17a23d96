import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { can } from "@api/validation/staff-roles";
import type { AdminCategory } from "~/admin/catalogue/catalogue-types";
import { CategoryFields } from "~/admin/catalogue/categories/category-fields";
import { AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { categorySchema } from "~/lib/admin/catalogue-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("New category");

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  // A role without the catalogue hears 403 here rather than on saving (the API checks the save too).
  if (!can(auth.staff.role, "catalogue.manage"))
    throw data({ message: "Your role cannot manage the catalogue." }, { status: 403 });
  return adminPage({}, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const submission = parseWithZod(await readForm(request), { schema: categorySchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi<AdminCategory>({ request, ...auth }, "/categories", {
    method: "POST",
    body: submission.value,
  });
  if (answer.status !== 200) {
    return adminData(
      {
        result: replyFromApi(submission, answer, ["name", "slug", "seoTitle", "seoDescription"]),
        toast: refusalToast(answer),
      },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect(`/admin/categories/${answer.body._id}`, auth.session, {
    type: "success",
    message: answer.message,
  });
}

export default function AdminNewCategory() {
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useAdminForm("new-category", answered?.result);
  return (
    <>
      <p>
        <Link to="/admin/categories">Back to categories</Link>
      </p>
      <h1>New category</h1>
      <p className={css.lead}>
        It joins the end of the shop&apos;s menu with a placeholder picture until its own is uploaded.
      </p>
      <Form method="post" key={form.key} {...form.formProps} aria-label="New category">
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <CategoryFields form={form} />
        <AdminSubmit pending={navigation.state === "submitting"}>Create category</AdminSubmit>
      </Form>
    </>
  );
}
