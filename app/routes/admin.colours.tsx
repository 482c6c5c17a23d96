import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type AdminColor, productCountText } from "~/components/admin/catalogue-types";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { colorSchema } from "~/lib/admin/catalogue-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { type MasterRoute, actOnMaster, loadMaster } from "~/lib/admin/master-route.server";
import * as css from "@styles/admin/admin.css";
import * as catalogue from "@styles/admin/catalogue.css";

export const meta = () => adminMeta("Colours");

const ROUTE: MasterRoute = {
  apiPath: "/colors",
  here: "/admin/colours",
  schema: colorSchema,
  fields: ["name", "hex", "slug"],
  ordered: false,
};
const HEX_HINT = "A # and six hex digits, like #8b5a2b for walnut.";

export async function loader(args: LoaderFunctionArgs) {
  return loadMaster<AdminColor>(ROUTE, args);
}

export async function action(args: ActionFunctionArgs) {
  return actOnMaster(ROUTE, args);
}

export default function AdminColours() {
  const { rows: colors, editing, deleting } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const addForm = useAdminForm("add-colour", answered?.intent === "add" ? answered.result : undefined);

  return (
    <>
      <h1>Colours</h1>
      <p className={css.lead}>The colours products come in. A colour a product uses cannot be deleted.</p>
      <section aria-labelledby="colours-heading">
        <h2 id="colours-heading" className={css.sectionTitle}>
          {colors.length === 1 ? "1 colour" : `${colors.length} colours`}
        </h2>
        {colors.length === 0 ? (
          <p>No colours yet.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Colour</th>
                <th scope="col">Code</th>
                <th scope="col">Slug</th>
                <th scope="col">Products</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {colors.map((color) => (
                <tr key={color._id}>
                  <th scope="row">
                    <span className={catalogue.swatch} style={{ background: color.hex }} aria-hidden="true" />
                    {color.name}
                  </th>
                  <td data-label="Code">{color.hex}</td>
                  <td data-label="Slug" className={css.breakable}>
                    {color.slug}
                  </td>
                  <td data-label="Products">{productCountText(color)}</td>
                  <td data-label="Change">
                    <span className={css.buttonRow}>
                      <Link to={`?edit=${color._id}#edit-colour-heading`} preventScrollReset>
                        Edit<span className="visually-hidden"> {color.name}</span>
                      </Link>
                      <Link to={`?delete=${color._id}#delete-colour-heading`} preventScrollReset>
                        Delete<span className="visually-hidden"> {color.name}</span>…
                      </Link>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {deleting ? (
          <div className={css.confirm} role="group" aria-labelledby="delete-colour-heading">
            <h3 id="delete-colour-heading">Delete the colour {deleting.name}?</h3>
            <p>A colour that a product still uses is not deleted.</p>
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
          <EditColour
            key={editing._id}
            color={editing}
            result={answered?.intent === "save" ? answered.result : undefined}
            pending={posting === "save"}
          />
        ) : null}
      </section>

      <section className={css.section} aria-labelledby="add-colour-heading">
        <h2 id="add-colour-heading" className={css.sectionTitle}>
          Add a colour
        </h2>
        <Form method="post" key={addForm.key} {...addForm.formProps} aria-labelledby="add-colour-heading">
          <input type="hidden" name="intent" value="add" />
          <AdminFormErrors id={addForm.formErrorId} errors={addForm.formErrors} />
          <ColourFields form={addForm} />
          <AdminSubmit pending={posting === "add"}>Add colour</AdminSubmit>
        </Form>
      </section>
    </>
  );
}

function ColourFields({ form }: { form: ReturnType<typeof useAdminForm> }) {
  return (
    <>
      <AdminField
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
      />
      <AdminField
        label="Colour code"
        hint={HEX_HINT}
        errors={form.errors("hex")}
        inputProps={{ ...form.field("hex"), autoComplete: "off", required: true }}
      />
      <AdminField
        label="Slug"
        hint="Used in the shop's colour filter; leave it blank to make it from the name."
        errors={form.errors("slug")}
        inputProps={{ ...form.field("slug"), autoComplete: "off" }}
      />
    </>
  );
}

function EditColour({
  color,
  result,
  pending,
}: {
  color: AdminColor;
  result: Parameters<typeof useAdminForm>[1];
  pending: boolean;
}) {
  const form = useAdminForm("edit-colour", result, { name: color.name, hex: color.hex, slug: color.slug });
  return (
    <div className={css.confirm}>
      <h3 id="edit-colour-heading">Edit {color.name}</h3>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby="edit-colour-heading">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={color._id} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <ColourFields form={form} />
        <div className={css.buttonRow}>
          <AdminSubmit pending={pending}>Save colour</AdminSubmit>
          <Link to="." className={css.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
