import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PicturePage } from "~/components/admin/picture-page";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { replacePicture } from "~/lib/admin/uploads.server";
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
  return replacePicture(
    request,
    apiPath(params.categoryId),
    `/admin/categories/${encodeURIComponent(params.categoryId ?? "")}/image`,
  );
}

/** A category's one picture, shown on its tile and at the top of its page: replaced by an upload. */
export default function AdminCategoryImage() {
  const { category } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <PicturePage
      back={<Link to={`/admin/categories/${category._id}`}>Back to {category.name}</Link>}
      title={<>Picture of {category.name}</>}
      noun="picture"
      upload={{ id: "category-picture", heading: `New picture of ${category.name}` }}
      result={answered?.result ?? null}
    >
      <Picture image={category.image} className={images.preview} sizes="20rem" />
      <p>{category.image.alt ? `Description: ${category.image.alt}` : "No description."}</p>
    </PicturePage>
  );
}
