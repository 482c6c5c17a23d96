import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ImageUploadForm } from "~/components/admin/image-upload-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { passUploadOn } from "~/lib/admin/uploads.server";
import * as css from "@styles/admin/admin.css";
import * as images from "@styles/admin/images.css";
import type { adminCategoryImageSchema } from "@api/contract/schemas/admin-catalogue-masters";
import type { z } from "zod";

export const meta = () => adminMeta("Category picture");

type CategoryImage = z.output<typeof adminCategoryImageSchema>;

const apiPath = (categoryId: string | undefined) => `/categories/${encodeURIComponent(categoryId ?? "")}/image`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<CategoryImage>({ request, ...auth }, apiPath(params.categoryId));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ category: answer.body }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const upload = await passUploadOn({ request, ...auth }, apiPath(params.categoryId));
  if (upload.ok) {
    return adminRedirect(`/admin/categories/${encodeURIComponent(params.categoryId ?? "")}/image`, auth.session, {
      type: "success",
      message: upload.message,
    });
  }
  return adminData({ result: upload.result, toast: upload.toast }, auth.session, { status: upload.status });
}

/** A category's one picture, shown on its tile and at the top of its page: replaced by an upload. */
export default function AdminCategoryImage() {
  const { category } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to={`/admin/categories/${category._id}`}>Back to {category.name}</Link>
      </p>
      <h1>Picture of {category.name}</h1>
      <section className={css.section} aria-labelledby="current-picture-heading">
        <h2 id="current-picture-heading" className={css.sectionTitle}>
          Current picture
        </h2>
        <Picture image={category.image} className={images.preview} sizes="20rem" />
        <p>{category.image.alt ? `Description: ${category.image.alt}` : "No description."}</p>
      </section>
      <section className={css.section} aria-labelledby="replace-picture-heading">
        <h2 id="replace-picture-heading" className={css.sectionTitle}>
          Replace it
        </h2>
        <ImageUploadForm
          id="category-picture"
          heading={`New picture of ${category.name}`}
          result={answered?.result ?? null}
        />
      </section>
    </>
  );
}
