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
import type { adminProjectCategorySchema } from "@api/contract/schemas/admin-projects";
import type { z } from "zod";

export const meta = () => adminMeta("Project category banner");

type Category = z.output<typeof adminProjectCategorySchema>;

const apiPath = (categoryId: string | undefined) => `/projects/categories/${encodeURIComponent(categoryId ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<Category>({ request, ...auth }, apiPath(params.categoryId));
  if (answer.status === 404 || !answer.body) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ category: answer.body }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  return replacePicture(
    request,
    `${apiPath(params.categoryId)}/banner`,
    `/admin/projects/${encodeURIComponent(params.categoryId ?? "")}`,
  );
}

/** The wide picture at the top of a project category's page in the shop: replaced by an upload. */
export default function AdminProjectCategoryBanner() {
  const { category } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <PicturePage
      back={<Link to={`/admin/projects/${category._id}`}>Back to {category.name}</Link>}
      title={<>Banner of {category.name}</>}
      noun="banner"
      upload={{ id: "project-banner", heading: `New banner for ${category.name}` }}
      result={answered?.result ?? null}
    >
      <Picture image={category.bannerImage} className={images.preview} sizes="12rem" />
    </PicturePage>
  );
}
