import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { BlogCategory } from "~/admin/content/blog/blog-options";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { useRowForms } from "~/components/admin/use-row-forms";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { blogCategorySchema } from "~/lib/admin/content-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as blog from "@styles/admin/blog.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Blog categories");

const HERE = "/admin/blog/categories";
const FIELDS = ["name", "slug"];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<BlogCategory[]>({ request, ...auth }, "/blog/categories");
  // ?remove=<id> shows that category's confirmation step: a link, so it works without JavaScript.
  const removing = new URL(request.url).searchParams.get("remove");
  return adminPage({ categories: answer.body ?? [], removing }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");

  if (intent === "add" || intent === "rename") {
    const submission = parseWithZod(formData, { schema: blogCategorySchema });
    const form = intent === "add" ? "add" : id;
    if (submission.status !== "success")
      return adminData({ form, result: submission.reply() }, auth.session, { status: 400 });
    const answer = await adminApi<BlogCategory>(
      { request, ...auth },
      intent === "add" ? "/blog/categories" : `/blog/categories/${encodeURIComponent(id)}`,
      { method: intent === "add" ? "POST" : "PATCH", body: submission.value },
    );
    if (answer.status !== 200) {
      return adminData(
        { form, result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return adminRedirect(HERE, auth.session, { type: "success", message: answer.message });
  }

  if (intent === "remove") {
    const answer = await adminApi({ request, ...auth }, `/blog/categories/${encodeURIComponent(id)}`, {
      method: "DELETE",
    });
    return adminRedirect(HERE, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  return unknownIntent(HERE, auth.session);
}

function CategoryForm({
  category,
  result,
  pending,
}: {
  category?: BlogCategory;
  result?: SubmissionResult<string[]> | null;
  pending: boolean;
}) {
  const id = category ? `rename-${category._id}` : "add-category";
  const form = useAdminForm(id, result, category ? { name: category.name, slug: category.slug } : {});
  const heading = category ? `Rename ${category.name}` : "Add a category";
  return (
    <Form method="post" key={form.key} {...form.formProps} aria-label={heading} className={blog.categoryRow}>
      <input type="hidden" name="intent" value={category ? "rename" : "add"} />
      {category ? <input type="hidden" name="id" value={category._id} /> : null}
      <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
      <AdminField
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
      />
      <AdminField
        label="Slug"
        hint={category ? undefined : "Blank: made from the name."}
        errors={form.errors("slug")}
        inputProps={{ ...form.field("slug"), autoComplete: "off", spellCheck: false }}
      />
      <AdminSubmit pending={pending} className={css.secondaryButton}>
        {category ? "Save" : "Add category"}
      </AdminSubmit>
    </Form>
  );
}

/** The blog's categories: added, renamed, and removed once no post uses them. */
export default function AdminBlogCategories() {
  const { categories, removing } = useLoaderData<typeof loader>();
  const { posting, resultFor } = useRowForms();
  return (
    <>
      <p>
        <Link to="/admin/blog">Back to the blog</Link>
      </p>
      <h1>Blog categories</h1>
      <section className={css.section} aria-labelledby="add-category-heading">
        <h2 id="add-category-heading" className={css.sectionTitle}>
          Add a category
        </h2>
        <CategoryForm result={resultFor("add")} pending={posting === "add:"} />
      </section>
      <section className={css.section} aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={css.sectionTitle}>
          {categories.length === 1 ? "1 category" : `${categories.length} categories`}
        </h2>
        <ul className={blog.categoryList}>
          {categories.map((category) => (
            <li key={category._id} className={css.section}>
              <h3>
                {category.name} ({category.posts === 1 ? "1 post" : `${category.posts} posts`})
              </h3>
              <CategoryForm
                category={category}
                result={resultFor(category._id)}
                pending={posting === `rename:${category._id}`}
              />
              {category.posts > 0 ? (
                <p>It has posts, so it cannot be removed: move them to another category first.</p>
              ) : (
                <ConfirmStep
                  confirming={removing === category._id}
                  askTo={`?remove=${category._id}`}
                  askLabel={`Remove ${category.name}…`}
                  questionId={`remove-${category._id}-heading`}
                  question={`Remove ${category.name}?`}
                  fields={{ intent: "remove", id: category._id }}
                  pending={posting === `remove:${category._id}`}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
