import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { BlogPost } from "~/admin/content/blog/blog-options";
import { ImageUploadForm } from "~/components/admin/image-upload-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { replacePicture } from "~/lib/admin/uploads.server";
import * as css from "@styles/admin/admin.css";
import * as images from "@styles/admin/images.css";

export const meta = () => adminMeta("Blog post image");

const postPath = (postId: string | undefined) => `/blog/posts/${encodeURIComponent(postId ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<BlogPost>({ request, ...auth }, postPath(params.postId));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ post: answer.body }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  return replacePicture(
    request,
    `${postPath(params.postId)}/image`,
    `/admin/blog/${encodeURIComponent(params.postId ?? "")}`,
  );
}

/** A post's default image: its card on the blog list and the top of its page. */
export default function AdminBlogPostImage() {
  const { post } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to={`/admin/blog/${post._id}`}>Back to {post.title}</Link>
      </p>
      <h1>Default image of {post.title}</h1>
      <section className={css.section} aria-labelledby="current-image-heading">
        <h2 id="current-image-heading" className={css.sectionTitle}>
          Current image
        </h2>
        {post.defaultImage ? (
          <>
            <Picture image={post.defaultImage} className={images.preview} sizes="20rem" />
            <p>{post.defaultImage.alt ? `Description: ${post.defaultImage.alt}` : "No description."}</p>
          </>
        ) : (
          <p>None yet: the post cannot be published until it has one.</p>
        )}
      </section>
      <section className={css.section} aria-labelledby="upload-image-heading">
        <h2 id="upload-image-heading" className={css.sectionTitle}>
          {post.defaultImage ? "Replace it" : "Upload it"}
        </h2>
        <ImageUploadForm id="post-image" heading={`Default image of ${post.title}`} result={answered?.result ?? null} />
      </section>
    </>
  );
}
