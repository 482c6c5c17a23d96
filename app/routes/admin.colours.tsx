import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type AdminColor, productCountText } from "~/components/admin/catalogue-types";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { colorSchema } from "~/lib/admin/catalogue-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "../../styles/admin/admin.css";
import * as catalogue from "../../styles/admin/catalogue.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Colours");

const FIELDS = ["name", "hex", "slug"];
const HEX_HINT = "A # and six hex digits, like #8b5a2b for walnut.";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<AdminColor[]>({ request, ...auth }, "/colors");
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  const search = new URL(request.url).searchParams;
  const find = (key: string) => answer.body.find((color) => color._id === search.get(key)) ?? null;
  // Links set these, so editing and confirming a delete work without JavaScript.
  return adminPage({ colors: answer.body, editing: find("edit"), deleting: find("delete") }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const path = `/colors/${encodeURIComponent(String(formData.get("id") ?? ""))}`;
  const call = { request, ...auth };
  if (intent === "add" || intent === "save") {
    const submission = parseWithZod(formData, { schema: colorSchema });
    if (submission.status !== "success") return adminData({ intent, result: submission.reply() }, auth.session, { status: 400 });
    const answer = await adminApi(call, intent === "add" ? "/colors" : path, { method: intent === "add" ? "POST" : "PATCH", body: submission.value });
    if (answer.status !== 200) {
      return adminData({ intent, result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) }, auth.session, { status: answer.status });
    }
    return adminRedirect("/admin/colours", auth.session, { type: "success", message: answer.message });
  }
  if (intent === "delete") {
    const answer = await adminApi(call, path, { method: "DELETE" });
    return adminRedirect("/admin/colours", auth.session, { type: answer.status === 200 ? "success" : "error", message: answer.message });
  }
  return unknownIntent("/admin/colours", auth.session);
}

export default function AdminColours() {
  const { colors, editing, deleting } = useLoaderData<typeof loader>();
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
          <EditColour key={editing._id} color={editing} result={answered?.intent === "save" ? answered.result : undefined} pending={posting === "save"} />
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
      <AdminField label="Name" errors={form.errors("name")} inputProps={{ ...form.field("name"), autoComplete: "off", required: true }} />
      <AdminField label="Colour code" hint={HEX_HINT} errors={form.errors("hex")} inputProps={{ ...form.field("hex"), autoComplete: "off", required: true }} />
      <AdminField label="Slug" hint="Used in the shop's colour filter; leave it blank to make it from the name." errors={form.errors("slug")} inputProps={{ ...form.field("slug"), autoComplete: "off" }} />
    </>
  );
}

function EditColour({ color, result, pending }: { color: AdminColor; result: Parameters<typeof useAdminForm>[1]; pending: boolean }) {
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
