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
  const auth = await requireStaffSession(request);
  const upload = await passUploadOn({ request, ...auth }, `${apiPath(params.categoryId)}/banner`);
  if (upload.ok)
    return adminRedirect(`/admin/projects/${encodeURIComponent(params.categoryId ?? "")}`, auth.session, {
      type: "success",
      message: upload.message,
    });
  return adminData({ result: upload.result, toast: upload.toast }, auth.session, { status: upload.status });
}

/** The wide picture at the top of a project category's page in the shop: replaced by an upload. */
export default function AdminProjectCategoryBanner() {
  const { category } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to={`/admin/projects/${category._id}`}>Back to {category.name}</Link>
      </p>
      <h1>Banner of {category.name}</h1>
      <section className={css.section} aria-labelledby="current-banner-heading">
        <h2 id="current-banner-heading" className={css.sectionTitle}>
          Current banner
        </h2>
        <Picture image={category.bannerImage} className={images.preview} sizes="12rem" />
      </section>
      <section className={css.section} aria-labelledby="replace-banner-heading">
        <h2 id="replace-banner-heading" className={css.sectionTitle}>
          Replace it
        </h2>
        <ImageUploadForm
          id="project-banner"
          heading={`New banner for ${category.name}`}
          result={answered?.result ?? null}
        />
      </section>
    </>
  );
}
