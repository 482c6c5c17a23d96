import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { blogPostState } from "@api/validation/blog-states";
import { type BlogCategory, type BlogPost, blogPostFormValues, statusOptions } from "~/admin/content/blog/blog-options";
import { BlogPostFields } from "~/admin/content/blog/blog-post-fields";
import { AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { blogPostUpdateSchema } from "~/lib/admin/content-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Blog post");

/** After "someone else saved first" the page reads the post again, so its hidden version is the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

const FIELDS = [
  "title",
  "slug",
  "blogCategoryId",
  "body",
  "seoTitle",
  "seoDescription",
  "publishDate",
  "publishTime",
  "status",
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const [answer, categories] = await Promise.all([
    adminApi<BlogPost>({ request, ...auth }, `/blog/posts/${encodeURIComponent(params.postId ?? "")}`),
    adminApi<BlogCategory[]>({ request, ...auth }, "/blog/categories"),
  ]);
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  // ?confirm=delete shows the confirmation step: a link, so it works without JavaScript.
  const confirming = new URL(request.url).searchParams.get("confirm") === "delete";
  return adminPage(
    { post: answer.body, categories: categories.body ?? [], confirming, now: new Date().toISOString() },
    auth.session,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const path = `/blog/posts/${encodeURIComponent(params.postId ?? "")}`;
  const here = `/admin/blog/${encodeURIComponent(params.postId ?? "")}`;

  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: blogPostUpdateSchema });
    if (submission.status !== "success")
      return adminData({ result: submission.reply() }, auth.session, { status: 400 });
    const answer = await adminApi<BlogPost>({ request, ...auth }, path, { method: "PATCH", body: submission.value });
    if (answer.status !== 200) {
      return adminData(
        { result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  }

  if (intent === "delete") {
    const answer = await adminApi<Pick<BlogPost, "_id">>({ request, ...auth }, path, { method: "DELETE" });
    if (answer.status !== 200) return adminRedirect(here, auth.session, { type: "error", message: answer.message });
    return adminRedirect("/admin/blog", auth.session, { type: "success", message: answer.message });
  }
  return unknownIntent(here, auth.session);
}

export default function AdminBlogPost() {
  const { post, categories, confirming, now } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const form = useAdminForm("edit-post", answered?.result, blogPostFormValues(post));
  const state = blogPostState(post, new Date(now));

  return (
    <>
      <p>
        <Link to="/admin/blog">Back to the blog</Link>
      </p>
      <h1>{post.title}</h1>
      <section className={css.section} aria-labelledby="post-summary-heading">
        <h2 id="post-summary-heading" className={css.sectionTitle}>
          Summary
        </h2>
        <dl className={css.details}>
          <dt>State</dt>
          <dd data-testid="post-state">{state}</dd>
          <dt>Publish date</dt>
          <dd>{post.publishedAt ? formatDateTime(post.publishedAt) : "When published"}</dd>
          <dt>Address on the shop</dt>
          <dd className={css.breakable}>
            {state === "Published" ? (
              <a href={`/blogPost/${post.slug}`}>/blogPost/{post.slug}</a>
            ) : (
              `/blogPost/${post.slug} (not on the shop yet)`
            )}
          </dd>
          <dt>Default image</dt>
          <dd>
            {post.defaultImage
              ? post.defaultImage.alt || "Uploaded"
              : "None yet: a post needs one before it is published"}
          </dd>
        </dl>
        <p className={css.buttonRow}>
          <Link to={`/admin/blog/${post._id}/preview`} className={css.secondaryButton}>
            Preview
          </Link>
          <Link to={`/admin/blog/${post._id}/image`} className={css.secondaryButton}>
            {post.defaultImage ? "Change default image" : "Upload default image"}
          </Link>
        </p>
      </section>

      <section className={css.section} aria-labelledby="edit-post-heading">
        <h2 id="edit-post-heading" className={css.sectionTitle}>
          Edit
        </h2>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="edit-post-heading">
          <input type="hidden" name="intent" value="save" />
          {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
          <input type="hidden" name="version" value={post.version} />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <BlogPostFields form={form} categories={categories} />
          <AdminSelect
            label="State"
            errors={form.errors("status")}
            options={statusOptions}
            selectProps={{ ...form.field("status") }}
          />
          <AdminSubmit pending={posting === "save"}>Save post</AdminSubmit>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="delete-post-heading">
        <h2 id="delete-post-heading" className={css.sectionTitle}>
          Delete
        </h2>
        <ConfirmStep
          confirming={confirming}
          askTo="?confirm=delete"
          askLabel="Delete post…"
          questionId="confirm-delete-heading"
          heading="h3"
          question={`Delete ${post.title}?`}
          note="It is gone for good, from the shop too. To take it off the shop for now, set it back to draft instead."
          fields={{ intent: "delete" }}
          confirmLabel="Yes, delete it"
          pending={posting === "delete"}
        />
      </section>
    </>
  );
}
