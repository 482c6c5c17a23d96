import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { blogPostState } from "@api/validation/blog-states";
import type { BlogPost } from "~/admin/content/blog/blog-options";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as blog from "@styles/admin/blog.css";
import * as images from "@styles/admin/images.css";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Preview of a blog post");

/**
 * A draft or scheduled post as it will read, for signed-in staff only: it lives in the back office
 * (behind the staff session and the content role), so no link to it works for shoppers.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<BlogPost>(
    { request, ...auth },
    `/blog/posts/${encodeURIComponent(params.postId ?? "")}`,
  );
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ post: answer.body, now: new Date().toISOString() }, auth.session);
}

export default function AdminBlogPostPreview() {
  const { post, now } = useLoaderData<typeof loader>();
  const state = blogPostState(post, new Date(now));
  return (
    <>
      <p>
        <Link to={`/admin/blog/${post._id}`}>Back to editing {post.title}</Link>
      </p>
      <p className={blog.previewNote} data-testid="preview-note">
        Preview. State: {state}. {state === "Published" ? "Shoppers can read it." : "Shoppers cannot see it yet."}
      </p>
      <article aria-labelledby="preview-title">
        <h1 id="preview-title">{post.title}</h1>
        <p className={css.lead}>
          {post.categoryName} · {post.publishedAt ? formatDateTime(post.publishedAt) : "Not dated yet"}
        </p>
        {post.defaultImage ? (
          <Picture image={post.defaultImage} className={images.preview} sizes="40rem" />
        ) : (
          <p>No default image yet.</p>
        )}
        {/* Stored sanitized by the API (rich-text.ts), as the shop's post page renders it. */}
        <div dangerouslySetInnerHTML={{ __html: post.body }} />
      </article>
    </>
  );
}
