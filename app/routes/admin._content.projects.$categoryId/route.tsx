import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MoveButtons } from "~/components/admin/move-buttons";
import { ProjectCategoryForm } from "~/admin/content/projects/project-category-form";
import { ProjectNameForm } from "./project-name-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { moveSchema } from "~/lib/admin/catalogue-forms.server";
import { projectCategorySchema, projectNameSchema } from "~/lib/admin/content-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as blog from "@styles/admin/blog.css";
import * as images from "@styles/admin/images.css";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { useRowForms } from "~/components/admin/use-row-forms";
import { readForm } from "~/lib/form-body.server";
import type { adminProjectCategoryTreeSchema, projectLevelIdSchema } from "@api/contract/schemas/admin-projects";
import type { z } from "zod";

export const meta = () => adminMeta("Project category");

type Category = z.output<typeof adminProjectCategoryTreeSchema>;

/** The nested levels, their API paths (for a row, and for adding one under a parent) and names. */
const LEVELS = {
  sub: {
    label: "sub-category",
    row: "/projects/sub-categories",
    children: (parent: string) => `/projects/categories/${parent}/sub-categories`,
  },
  group: {
    label: "group",
    row: "/projects/groups",
    children: (parent: string) => `/projects/sub-categories/${parent}/groups`,
  },
  item: {
    label: "project",
    row: "/projects/items",
    children: (parent: string) => `/projects/groups/${parent}/projects`,
  },
} as const;
type Level = keyof typeof LEVELS;
const isLevel = (value: unknown): value is Level => typeof value === "string" && value in LEVELS;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<Category>(
    { request, ...auth },
    `/projects/categories/${encodeURIComponent(params.categoryId ?? "")}`,
  );
  if (answer.status === 404 || !answer.body) throw data({ message: answer.message }, { status: 404 });
  // ?remove=<level>:<id> shows that row's confirmation step: a link, so it works without JavaScript.
  return adminPage({ category: answer.body, removing: new URL(request.url).searchParams.get("remove") }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const categoryId = encodeURIComponent(params.categoryId ?? "");
  const here = `/admin/projects/${categoryId}`;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const level = formData.get("level");
  const id = encodeURIComponent(String(formData.get("id") ?? ""));
  const unknown = () => unknownIntent(here, auth.session);

  if (intent === "edit") {
    const submission = parseWithZod(formData, { schema: projectCategorySchema });
    if (submission.status !== "success")
      return adminData({ form: "category", result: submission.reply() }, auth.session, { status: 400 });
    const answer = await adminApi({ request, ...auth }, `/projects/categories/${categoryId}`, {
      method: "PATCH",
      body: submission.value,
    });
    if (answer.status !== 200) {
      const result = replyFromApi(submission, answer, ["name", "slug", "seoTitle", "seoDescription", "seoKeywords"]);
      return adminData({ form: "category", result, toast: refusalToast(answer) }, auth.session, {
        status: answer.status,
      });
    }
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  }
  if (!isLevel(level)) return unknown();
  const paths = LEVELS[level];

  if (intent === "add" || intent === "rename") {
    const form = `${intent}:${level}:${id}`;
    const submission = parseWithZod(formData, { schema: projectNameSchema });
    if (submission.status !== "success")
      return adminData({ form, result: submission.reply() }, auth.session, { status: 400 });
    const path = intent === "add" ? paths.children(id) : `${paths.row}/${id}`;
    const answer = await adminApi<z.output<typeof projectLevelIdSchema>>({ request, ...auth }, path, {
      method: intent === "add" ? "POST" : "PATCH",
      body: submission.value,
    });
    if (answer.status !== 200)
      return adminData(
        { form, result: replyFromApi(submission, answer, ["name"]), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    // A new project has a placeholder picture: its pictures page comes next.
    const next =
      intent === "add" && level === "item" && answer.body ? `/admin/projects/items/${answer.body._id}` : here;
    return adminRedirect(next, auth.session, { type: "success", message: answer.message });
  }
  if (intent === "move") {
    const move = moveSchema.safeParse({ direction: formData.get("direction") });
    if (!move.success) return unknown();
    const answer = await adminApi({ request, ...auth }, `${paths.row}/${id}/move`, { method: "POST", body: move.data });
    return adminRedirect(here, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  if (intent === "remove") {
    const answer = await adminApi({ request, ...auth }, `${paths.row}/${id}`, { method: "DELETE" });
    return adminRedirect(here, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  return unknown();
}

/**
 * One project category, as its page in the shop shows it: its name, address and banner, then its
 * sub-categories (the page's tabs), each tab's groups (a carousel each) and each group's projects,
 * all in the shop's order. Every control is a plain form post or link.
 */
export default function AdminProjectCategory() {
  const { category, removing } = useLoaderData<typeof loader>();
  const { posting, resultFor } = useRowForms(["intent", "level", "id"]);
  const row = { removing, posting, resultFor };
  return (
    <>
      <p>
        <Link to="/admin/projects">Back to projects</Link>
      </p>
      <h1>{category.name}</h1>
      <p>
        <a href={`/project/${category.slug}`}>See its page in the shop</a>
      </p>
      <section className={css.section} aria-labelledby="project-category-heading">
        <h2 id="project-category-heading" className={css.sectionTitle}>
          Name, address and banner
        </h2>
        <Picture image={category.bannerImage} className={images.preview} sizes="12rem" />
        <p>
          <Link to={`/admin/projects/${category._id}/banner`}>Change the banner of {category.name}</Link>
        </p>
        <ProjectCategoryForm category={category} result={resultFor("category")} pending={posting === "edit::"} />
      </section>
      <section className={css.section} aria-labelledby="sub-categories-heading">
        <h2 id="sub-categories-heading" className={css.sectionTitle}>
          Sub-categories (the page's tabs)
        </h2>
        <ol className={blog.categoryList}>
          {category.subCategories.map((sub, subIndex) => (
            <li key={sub._id} className={css.section}>
              <h3>{sub.name}</h3>
              <RowControls
                level="sub"
                id={sub._id}
                name={sub.name}
                first={subIndex === 0}
                last={subIndex === category.subCategories.length - 1}
                {...row}
              />
              <ol className={blog.categoryList}>
                {sub.groups.map((group, groupIndex) => (
                  <li key={group._id} className={css.section}>
                    <h4>{group.name}</h4>
                    <RowControls
                      level="group"
                      id={group._id}
                      name={group.name}
                      first={groupIndex === 0}
                      last={groupIndex === sub.groups.length - 1}
                      {...row}
                    />
                    <ol className={blog.categoryList}>
                      {group.projects.map((project, projectIndex) => (
                        <li key={project._id} className={css.section}>
                          <h5>{project.name}</h5>
                          <Picture image={project.defaultImage} className={images.preview} sizes="8rem" />
                          <p>
                            <Link to={`/admin/projects/items/${project._id}`}>Pictures of {project.name}</Link>
                          </p>
                          <RowControls
                            level="item"
                            id={project._id}
                            name={project.name}
                            first={projectIndex === 0}
                            last={projectIndex === group.projects.length - 1}
                            {...row}
                          />
                        </li>
                      ))}
                    </ol>
                    <ProjectNameForm
                      id={`add-project-${group._id}`}
                      label={`Add a project to ${group.name}`}
                      submitLabel={`Add project to ${group.name}`}
                      hidden={{ intent: "add", level: "item", id: group._id }}
                      result={resultFor(`add:item:${group._id}`)}
                      pending={posting === `add:item:${group._id}`}
                    />
                  </li>
                ))}
              </ol>
              <ProjectNameForm
                id={`add-group-${sub._id}`}
                label={`Add a group to ${sub.name}`}
                submitLabel={`Add group to ${sub.name}`}
                hidden={{ intent: "add", level: "group", id: sub._id }}
                result={resultFor(`add:group:${sub._id}`)}
                pending={posting === `add:group:${sub._id}`}
              />
            </li>
          ))}
        </ol>
        <ProjectNameForm
          id="add-sub-category"
          label={`Add a sub-category to ${category.name}`}
          submitLabel="Add sub-category"
          hidden={{ intent: "add", level: "sub", id: category._id }}
          result={resultFor(`add:sub:${category._id}`)}
          pending={posting === `add:sub:${category._id}`}
        />
      </section>
    </>
  );
}

type RowState = {
  removing: string | null;
  posting: string | null;
  resultFor: (form: string) => Parameters<typeof ProjectNameForm>[0]["result"];
};

/** A sub-category's, group's or project's move buttons, rename form and removal (asked first). */
function RowControls({
  level,
  id,
  name,
  first,
  last,
  removing,
  posting,
  resultFor,
}: RowState & { level: Level; id: string; name: string; first: boolean; last: boolean }) {
  const label = LEVELS[level].label;
  const key = `${level}:${id}`;
  return (
    <>
      <MoveButtons id={id} name={name} first={first} last={last} hidden={{ level }} />
      <ProjectNameForm
        id={`rename-${level}-${id}`}
        label={`Rename the ${label} ${name}`}
        submitLabel="Rename"
        name={name}
        hidden={{ intent: "rename", level, id }}
        result={resultFor(`rename:${key}`)}
        pending={posting === `rename:${key}`}
      />
      <ConfirmStep
        confirming={removing === key}
        askTo={`?remove=${key}`}
        askLabel={`Remove ${name}…`}
        questionId={`remove-${level}-${id}-heading`}
        question={`Remove the ${label} ${name}?`}
        note={level === "item" ? undefined : `Only an empty ${label} can be removed.`}
        fields={{ intent: "remove", level, id }}
        pending={posting === `remove:${key}`}
        keepScroll
      />
    </>
  );
}
