import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ImageUploadForm } from "~/components/admin/image-upload-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { passUploadOn } from "~/lib/admin/uploads.server";
import { isMultipart } from "~/lib/uploads.server";
import * as css from "@styles/admin/admin.css";
import * as images from "@styles/admin/images.css";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { useRowForms } from "~/components/admin/use-row-forms";
import { readForm } from "~/lib/form-body.server";
import type { adminProjectPlacedSchema } from "@api/contract/schemas/admin-projects";
import type { z } from "zod";

export const meta = () => adminMeta("Project pictures");

type Project = z.output<typeof adminProjectPlacedSchema>;

const apiPath = (projectId: string | undefined) => `/projects/items/${encodeURIComponent(projectId ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<Project>({ request, ...auth }, apiPath(params.projectId));
  if (answer.status === 404 || !answer.body) throw data({ message: answer.message }, { status: 404 });
  // ?remove=<url> asks before an extra picture is removed: a link, so it works without JavaScript.
  return adminPage({ project: answer.body, removing: new URL(request.url).searchParams.get("remove") }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const here = `/admin/projects/items/${encodeURIComponent(params.projectId ?? "")}`;
  if (isMultipart(request)) {
    // The two upload forms post to ?picture=main (the main picture) and ?picture=extra (one more).
    const main = new URL(request.url).searchParams.get("picture") === "main";
    const upload = await passUploadOn(
      { request, ...auth },
      `${apiPath(params.projectId)}/${main ? "image" : "images"}`,
    );
    if (upload.ok) return adminRedirect(here, auth.session, { type: "success", message: upload.message });
    return adminData({ form: main ? "main" : "extra", result: upload.result, toast: upload.toast }, auth.session, {
      status: upload.status,
    });
  }
  const formData = await readForm(request);
  if (formData.get("intent") !== "remove") return unknownIntent(here, auth.session);
  const answer = await adminApi({ request, ...auth }, `${apiPath(params.projectId)}/images/remove`, {
    method: "POST",
    body: { url: String(formData.get("url") ?? "") },
  });
  return adminRedirect(here, auth.session, {
    type: answer.status === 200 ? "success" : "error",
    message: answer.message,
  });
}

/** A project's pictures: the main one (first in its carousel and on its card) and the others, after it. */
export default function AdminProjectPictures() {
  const { project, removing } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { resultFor } = useRowForms();
  return (
    <>
      <p>
        <Link to={`/admin/projects/${project.categoryId}`}>Back to the project category</Link>
      </p>
      <h1>Pictures of {project.name}</h1>
      <p className={css.lead}>
        In the group {project.group}. JPEG, PNG or WebP; each is resized for phones and large screens.
      </p>
      <section className={css.section} aria-labelledby="main-picture-heading">
        <h2 id="main-picture-heading" className={css.sectionTitle}>
          Main picture
        </h2>
        <Picture image={project.defaultImage} className={images.preview} sizes="12rem" />
        <ImageUploadForm
          id="project-main-picture"
          action="?picture=main"
          heading={`New main picture for ${project.name}`}
          result={resultFor("main")}
        />
      </section>
      <section className={css.section} aria-labelledby="more-pictures-heading">
        <h2 id="more-pictures-heading" className={css.sectionTitle}>
          More pictures ({project.images.length})
        </h2>
        {project.images.length === 0 ? <p>None yet: the carousel shows the main picture alone.</p> : null}
        <ol className={images.imageList}>
          {project.images.map((image, index) => (
            <li key={image.url}>
              <Picture image={image} className={images.preview} sizes="8rem" />
              <ConfirmStep
                confirming={removing === image.url}
                askTo={`?remove=${encodeURIComponent(image.url)}`}
                askLabel={`Remove picture ${index + 1}…`}
                questionId={`remove-picture-${index}`}
                question={`Remove picture ${index + 1}?`}
                fields={{ intent: "remove", url: image.url }}
                pending={navigation.formData?.get("url") === image.url}
              />
            </li>
          ))}
        </ol>
        <ImageUploadForm
          id="project-more-pictures"
          action="?picture=extra"
          heading={`Add a picture to ${project.name}`}
          result={resultFor("extra")}
          submitLabel="Add picture"
        />
      </section>
    </>
  );
}
