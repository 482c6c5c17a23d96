import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { MoveButtons } from "~/components/admin/move-buttons";
import { ProjectCategoryForm } from "~/admin/content/projects/project-category-form";
import { adminApi } from "~/lib/admin/api.server";
import { moveSchema } from "~/lib/admin/catalogue-forms.server";
import { projectCategorySchema } from "~/lib/admin/content-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as blog from "@styles/admin/blog.css";
import { readForm } from "~/lib/form-body.server";
import type { adminProjectCategorySchema } from "@api/contract/schemas/admin-projects";
import type { z } from "zod";

export const meta = () => adminMeta("Projects");

type ProjectCategory = z.output<typeof adminProjectCategorySchema>;

const HERE = "/admin/projects";
const FIELDS = ["name", "slug", "seoTitle", "seoDescription", "seoKeywords"];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<ProjectCategory[]>({ request, ...auth }, "/projects/categories");
  // ?remove=<id> shows that category's confirmation step: a link, so it works without JavaScript.
  return adminPage(
    { categories: answer.body ?? [], removing: new URL(request.url).searchParams.get("remove") },
    auth.session,
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const path = `/projects/categories/${encodeURIComponent(String(formData.get("id") ?? ""))}`;

  if (intent === "add") {
    const submission = parseWithZod(formData, { schema: projectCategorySchema });
    if (submission.status !== "success")
      return adminData({ result: submission.reply() }, auth.session, { status: 400 });
    const answer = await adminApi<ProjectCategory>({ request, ...auth }, "/projects/categories", {
      method: "POST",
      body: submission.value,
    });
    if (answer.status !== 200)
      return adminData(
        { result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    // Straight on to the new category's page, where its sub-categories, groups and projects are added.
    return adminRedirect(`${HERE}/${answer.body?._id ?? ""}`, auth.session, {
      type: "success",
      message: answer.message,
    });
  }
  if (intent === "move") {
    const move = moveSchema.safeParse({ direction: formData.get("direction") });
    if (!move.success) return unknownIntent(HERE, auth.session);
    const answer = await adminApi({ request, ...auth }, `${path}/move`, { method: "POST", body: move.data });
    return adminRedirect(HERE, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  if (intent === "remove") {
    const answer = await adminApi({ request, ...auth }, path, { method: "DELETE" });
    return adminRedirect(HERE, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  return unknownIntent(HERE, auth.session);
}

/** The shop's project categories (a page each, in its menu's order): added, opened, moved and removed. */
export default function AdminProjects() {
  const { categories, removing } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting =
    navigation.state === "submitting"
      ? `${navigation.formData?.get("intent")}:${navigation.formData?.get("id") ?? ""}`
      : null;
  return (
    <>
      <h1>Projects</h1>
      <section className={css.section} aria-labelledby="project-categories-heading">
        <h2 id="project-categories-heading" className={css.sectionTitle}>
          {categories.length === 1 ? "1 project category" : `${categories.length} project categories`}, in the menu's
          order
        </h2>
        <ol className={blog.categoryList}>
          {categories.map((category, index) => (
            <li key={category._id} className={css.section}>
              <h3>
                <Link to={`${HERE}/${category._id}`}>{category.name}</Link>
              </h3>
              <p className={css.breakable}>/project/{category.slug}</p>
              <MoveButtons
                id={category._id}
                name={category.name}
                first={index === 0}
                last={index === categories.length - 1}
              />
              <ConfirmStep
                confirming={removing === category._id}
                askTo={`?remove=${category._id}`}
                askLabel={`Remove ${category.name}…`}
                questionId={`remove-${category._id}-heading`}
                question={`Remove the project category ${category.name}?`}
                note="Only an empty category can be removed: remove its sub-categories first."
                fields={{ intent: "remove", id: category._id }}
                pending={posting === `remove:${category._id}`}
              />
            </li>
          ))}
        </ol>
      </section>
      <section className={css.section} aria-labelledby="add-project-category-heading">
        <h2 id="add-project-category-heading" className={css.sectionTitle}>
          Add a project category
        </h2>
        <p className={css.lead}>
          It goes last in the menu with a placeholder banner: add its sub-categories, groups and projects on its page.
        </p>
        <ProjectCategoryForm
          result={answered && "result" in answered ? answered.result : null}
          pending={posting === "add:"}
        />
      </section>
    </>
  );
}
