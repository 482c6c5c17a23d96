import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type AdminSize, productCountText } from "~/components/admin/catalogue-types";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { MoveButtons } from "~/components/admin/move-buttons";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { sizeSchema } from "~/lib/admin/catalogue-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { type MasterRoute, actOnMaster, loadMaster } from "~/lib/admin/master-route.server";
import * as css from "@styles/admin/admin.css";

export const meta = () => adminMeta("Sizes");

const ROUTE: MasterRoute = {
  apiPath: "/sizes",
  here: "/admin/sizes",
  schema: sizeSchema,
  fields: ["name", "slug"],
  ordered: true,
};

export async function loader(args: LoaderFunctionArgs) {
  return loadMaster<AdminSize>(ROUTE, args);
}

export async function action(args: ActionFunctionArgs) {
  return actOnMaster(ROUTE, args);
}

export default function AdminSizes() {
  const { rows: sizes, editing, deleting } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const addForm = useAdminForm("add-size", answered?.intent === "add" ? answered.result : undefined);

  return (
    <>
      <h1>Sizes</h1>
      <p className={css.lead}>
        The sizes products come in, in the order the shop lists them. A size a product uses cannot be deleted.
      </p>
      <section aria-labelledby="sizes-heading">
        <h2 id="sizes-heading" className={css.sectionTitle}>
          {sizes.length === 1 ? "1 size" : `${sizes.length} sizes`}
        </h2>
        {sizes.length === 0 ? (
          <p>No sizes yet.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">Slug</th>
                <th scope="col">Products</th>
                <th scope="col">Order</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {sizes.map((size, index) => (
                <tr key={size._id}>
                  <th scope="row">{size.name}</th>
                  <td data-label="Slug" className={css.breakable}>
                    {size.slug}
                  </td>
                  <td data-label="Products">{productCountText(size)}</td>
                  <td data-label="Order">
                    <MoveButtons id={size._id} name={size.name} first={index === 0} last={index === sizes.length - 1} />
                  </td>
                  <td data-label="Change">
                    <span className={css.buttonRow}>
                      <Link to={`?edit=${size._id}#edit-size-heading`} preventScrollReset>
                        Edit<span className="visually-hidden"> {size.name}</span>
                      </Link>
                      <Link to={`?delete=${size._id}#delete-size-heading`} preventScrollReset>
                        Delete<span className="visually-hidden"> {size.name}</span>…
                      </Link>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {deleting ? (
          <div className={css.confirm} role="group" aria-labelledby="delete-size-heading">
            <h3 id="delete-size-heading">Delete the size {deleting.name}?</h3>
            <p>A size that a product still uses is not deleted.</p>
            <Form method="post" className={css.buttonRow}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting._id} />
              <AdminSubmit pending={posting === "delete"} className={css.dangerButton} autoFocus>
                Yes, delete {deleting.name}
              </AdminSubmit>
              <Link to="." className={css.secondaryButton}>
                Cancel
              </Link>
            </Form>
          </div>
        ) : null}
        {editing ? (
          <EditSize
            key={editing._id}
            size={editing}
            result={answered?.intent === "save" ? answered.result : undefined}
            pending={posting === "save"}
          />
        ) : null}
      </section>

      <section className={css.section} aria-labelledby="add-size-heading">
        <h2 id="add-size-heading" className={css.sectionTitle}>
          Add a size
        </h2>
        <p className={css.lead}>A new size joins the end of the list.</p>
        <Form method="post" key={addForm.key} {...addForm.formProps} aria-labelledby="add-size-heading">
          <input type="hidden" name="intent" value="add" />
          <AdminFormErrors id={addForm.formErrorId} errors={addForm.formErrors} />
          <SizeFields form={addForm} />
          <AdminSubmit pending={posting === "add"}>Add size</AdminSubmit>
        </Form>
      </section>
    </>
  );
}

function SizeFields({ form }: { form: ReturnType<typeof useAdminForm> }) {
  return (
    <>
      <AdminField
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
      />
      <AdminField
        label="Slug"
        hint="Used in the shop's size filter; leave it blank to make it from the name."
        errors={form.errors("slug")}
        inputProps={{ ...form.field("slug"), autoComplete: "off" }}
      />
    </>
  );
}

function EditSize({
  size,
  result,
  pending,
}: {
  size: AdminSize;
  result: Parameters<typeof useAdminForm>[1];
  pending: boolean;
}) {
  const form = useAdminForm("edit-size", result, { name: size.name, slug: size.slug });
  return (
    <div className={css.confirm}>
      <h3 id="edit-size-heading">Edit {size.name}</h3>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby="edit-size-heading">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={size._id} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <SizeFields form={form} />
        <div className={css.buttonRow}>
          <AdminSubmit pending={pending}>Save size</AdminSubmit>
          <Link to="." className={css.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
