import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { BlogCategory, BlogPost } from "~/admin/content/blog/blog-options";
import { BlogPostFields } from "~/admin/content/blog/blog-post-fields";
import { AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { blogPostCreateSchema } from "~/lib/admin/content-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("New blog post");

/** The fields the API may refuse by name; anything else is the form's error. */
const FIELDS = ["title", "slug", "blogCategoryId", "body", "seoTitle", "seoDescription", "publishDate", "publishTime"];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  // The categories' read also checks the role: a role without content work hears 403 here.
  const categories = await adminApi<BlogCategory[]>({ request, ...auth }, "/blog/categories");
  return adminPage({ categories: categories.body ?? [] }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const submission = parseWithZod(await readForm(request), { schema: blogPostCreateSchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi<BlogPost>({ request, ...auth }, "/blog/posts", {
    method: "POST",
    body: submission.value,
  });
  if (answer.status !== 200) {
    return adminData({ result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) }, auth.session, {
      status: answer.status,
    });
  }
  return adminRedirect(`/admin/blog/${answer.body._id}`, auth.session, {
    type: "success",
    message: `${answer.message}. Upload its default image, then publish it.`,
  });
}

/** A new post starts as a draft: its default image is uploaded next, then it can be published. */
export default function AdminNewBlogPost() {
  const { categories } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useAdminForm("new-post", answered?.result);
  return (
    <>
      <p>
        <Link to="/admin/blog">Back to the blog</Link>
      </p>
      <h1 id="new-post-heading">New blog post</h1>
      <section className={css.section}>
        <p className={css.lead}>
          It is saved as a draft, seen only by staff. Then upload its default image and publish it.
        </p>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="new-post-heading">
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <BlogPostFields form={form} categories={categories} />
          <AdminSubmit pending={navigation.state === "submitting"}>Save draft</AdminSubmit>
        </Form>
      </section>
    </>
  );
}
