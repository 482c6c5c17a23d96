import { ConfirmQuestion, ConfirmStep } from "~/components/admin/confirm-step";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type AdminCategory, type AdminSubCategory, productCountText } from "~/admin/catalogue/catalogue-types";
import { CategoryFields } from "~/admin/catalogue/categories/category-fields";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { MoveButtons } from "~/components/admin/move-buttons";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { categoryUpdateSchema, moveSchema, subCategorySchema } from "~/lib/admin/catalogue-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import * as catalogue from "@styles/admin/catalogue.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Category");

const CATEGORY_FIELDS = ["name", "slug", "seoTitle", "seoDescription"];
const SUB_FIELDS = ["name", "slug"];

/** After a refused save the page reads the category again: its hidden version must be the newest. */
export const shouldRevalidate = revalidateAfterRefusal;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<AdminCategory>(
    { request, ...auth },
    `/categories/${encodeURIComponent(params.categoryId ?? "")}`,
  );
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const subOf = (key: string) => answer.body.subCategories.find((sub) => sub._id === search.get(key)) ?? null;
  // Links set these, so renaming a sub-category and confirming a delete work without JavaScript.
  return adminPage(
    {
      category: answer.body,
      confirmDelete: search.get("confirm") === "delete",
      confirmDeleteSub: subOf("deleteSub"),
      editing: subOf("editSub"),
    },
    auth.session,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const path = `/categories/${encodeURIComponent(params.categoryId ?? "")}`;
  const here = `/admin${path}`;
  const subPath = `${path}/sub-categories/${encodeURIComponent(String(formData.get("subId") ?? ""))}`;
  const call = { request, ...auth };
  const toastOf = (answer: { status: number; message: string }) => ({
    type: answer.status === 200 ? ("success" as const) : ("error" as const),
    message: answer.message,
  });

  if (intent === "save" || intent === "add-sub" || intent === "save-sub") {
    const submission = parseWithZod(formData, { schema: intent === "save" ? categoryUpdateSchema : subCategorySchema });
    if (submission.status !== "success")
      return adminData({ intent, result: submission.reply() }, auth.session, { status: 400 });
    const answer =
      intent === "save"
        ? await adminApi(call, path, { method: "PATCH", body: submission.value })
        : intent === "add-sub"
          ? await adminApi(call, `${path}/sub-categories`, { method: "POST", body: submission.value })
          : await adminApi(call, subPath, { method: "PATCH", body: submission.value });
    if (answer.status !== 200) {
      const fields = intent === "save" ? CATEGORY_FIELDS : SUB_FIELDS;
      return adminData(
        { intent, result: replyFromApi(submission, answer, fields), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return adminRedirect(here, auth.session, toastOf(answer));
  }

  if (intent === "move-sub") {
    const move = moveSchema.safeParse({ direction: formData.get("direction") });
    if (!move.success) return unknownIntent(here, auth.session);
    return adminRedirect(
      here,
      auth.session,
      toastOf(await adminApi(call, `${subPath}/move`, { method: "POST", body: move.data })),
    );
  }

  if (intent === "delete-sub")
    return adminRedirect(here, auth.session, toastOf(await adminApi(call, subPath, { method: "DELETE" })));

  if (intent === "delete") {
    const answer = await adminApi(call, path, { method: "DELETE" });
    return adminRedirect(answer.status === 200 ? "/admin/categories" : here, auth.session, toastOf(answer));
  }
  return unknownIntent(here, auth.session);
}

export default function AdminCategoryPage() {
  const { category, confirmDelete, confirmDeleteSub, editing } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const answerFor = (intent: string) => (answered?.intent === intent ? answered.result : undefined);
  const form = useAdminForm("category", answerFor("save"), {
    name: category.name,
    slug: category.slug,
    seoTitle: category.seoTitle ?? "",
    seoDescription: category.seoDescription ?? "",
  });
  const addForm = useAdminForm("add-sub", answerFor("add-sub"));

  return (
    <>
      <p>
        <Link to="/admin/categories">Back to categories</Link>
      </p>
      <h1>{category.name}</h1>
      <dl className={css.details}>
        <dt>Shop address</dt>
        <dd>
          <a href={`/shop/${category.slug}`}>/shop/{category.slug}</a>
        </dd>
        <dt>Products</dt>
        <dd>{productCountText(category)}</dd>
        <dt>Picture</dt>
        <dd>
          <img
            src={category.image.url}
            alt={category.image.alt ?? ""}
            width={category.image.width}
            height={category.image.height}
            className={catalogue.categoryImage}
          />{" "}
          <Link to={`/admin/categories/${category._id}/image`}>Replace the picture</Link>
        </dd>
      </dl>

      <section className={css.section} aria-labelledby="edit-heading">
        <h2 id="edit-heading" className={css.sectionTitle}>
          Name, address and SEO
        </h2>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="edit-heading">
          <input type="hidden" name="intent" value="save" />
          {/* The version this page was loaded at: a save over someone else's newer one is refused. */}
          <input type="hidden" name="version" value={category.version} />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <CategoryFields form={form} />
          <AdminSubmit pending={posting === "save"}>Save category</AdminSubmit>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="subs-heading">
        <h2 id="subs-heading" className={css.sectionTitle}>
          Sub-categories
        </h2>
        {category.subCategories.length === 0 ? (
          <p>No sub-categories yet.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Address</th>
                <th scope="col">Products</th>
                <th scope="col">Order</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {category.subCategories.map((sub, index) => (
                <tr key={sub._id}>
                  <th scope="row">{sub.name}</th>
                  <td data-label="Address" className={css.breakable}>
                    /shop/{category.slug}/{sub.slug}
                  </td>
                  <td data-label="Products">{productCountText(sub)}</td>
                  <td data-label="Order">
                    <MoveButtons
                      id={sub._id}
                      idField="subId"
                      intent="move-sub"
                      name={sub.name}
                      first={index === 0}
                      last={index === category.subCategories.length - 1}
                    />
                  </td>
                  <td data-label="Change">
                    <span className={css.buttonRow}>
                      <Link to={`?editSub=${sub._id}#sub-edit-heading`} preventScrollReset>
                        Rename<span className="visually-hidden"> {sub.name}</span>
                      </Link>
                      <Link to={`?deleteSub=${sub._id}#sub-delete-heading`} preventScrollReset>
                        Delete<span className="visually-hidden"> {sub.name}</span>…
                      </Link>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {confirmDeleteSub ? <ConfirmDeleteSub sub={confirmDeleteSub} pending={posting === "delete-sub"} /> : null}
        {editing ? (
          <EditSubCategory
            key={editing._id}
            sub={editing}
            result={answerFor("save-sub")}
            pending={posting === "save-sub"}
          />
        ) : null}

        <h3 id="add-sub-heading">Add a sub-category</h3>
        <Form method="post" key={addForm.key} {...addForm.formProps} aria-labelledby="add-sub-heading">
          <input type="hidden" name="intent" value="add-sub" />
          <AdminFormErrors id={addForm.formErrorId} errors={addForm.formErrors} />
          <AdminField
            label="Name"
            errors={addForm.errors("name")}
            inputProps={{ ...addForm.field("name"), autoComplete: "off", required: true }}
          />
          <AdminField
            label="Slug"
            hint="Leave it blank to make it from the name."
            errors={addForm.errors("slug")}
            inputProps={{ ...addForm.field("slug"), autoComplete: "off" }}
          />
          <AdminSubmit pending={posting === "add-sub"} className={css.secondaryButton}>
            Add sub-category
          </AdminSubmit>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="delete-heading">
        <h2 id="delete-heading" className={css.sectionTitle}>
          Delete category
        </h2>
        {confirmDelete ? null : <p>Only a category without products, active or inactive, can be deleted.</p>}
        <ConfirmStep
          confirming={confirmDelete}
          askTo="?confirm=delete#delete-heading"
          askLabel="Delete category…"
          questionId="confirm-delete-heading"
          heading="h3"
          question={`Delete ${category.name}?`}
          note="Its sub-categories go with it. A category that still holds products is not deleted."
          fields={{ intent: "delete" }}
          confirmLabel={`Yes, delete ${category.name}`}
          pending={posting === "delete"}
          keepScroll
        />
      </section>
    </>
  );
}

function EditSubCategory({
  sub,
  result,
  pending,
}: {
  sub: AdminSubCategory;
  result: Parameters<typeof useAdminForm>[1];
  pending: boolean;
}) {
  const form = useAdminForm("edit-sub", result, { name: sub.name, slug: sub.slug });
  return (
    <div className={css.confirm}>
      <h3 id="sub-edit-heading">Rename {sub.name}</h3>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby="sub-edit-heading">
        <input type="hidden" name="intent" value="save-sub" />
        <input type="hidden" name="subId" value={sub._id} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <AdminField
          label="Name"
          errors={form.errors("name")}
          inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
        />
        <AdminField
          label="Slug"
          hint="Leave it blank to make it from the name."
          errors={form.errors("slug")}
          inputProps={{ ...form.field("slug"), autoComplete: "off" }}
        />
        <div className={css.buttonRow}>
          <AdminSubmit pending={pending}>Save sub-category</AdminSubmit>
          <Link to="." className={css.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}

function ConfirmDeleteSub({ sub, pending }: { sub: AdminSubCategory; pending: boolean }) {
  return (
    <ConfirmQuestion
      questionId="sub-delete-heading"
      heading="h3"
      question={`Delete the sub-category ${sub.name}?`}
      note="A sub-category that still holds products is not deleted."
      fields={{ intent: "delete-sub", subId: sub._id }}
      confirmLabel={`Yes, delete ${sub.name}`}
      pending={pending}
    />
  );
}
