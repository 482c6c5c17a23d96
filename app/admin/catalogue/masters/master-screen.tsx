/**
 * The screen of a catalogue master (colours, sizes): its rows with how many products use each,
 * the edit and delete steps (links set ?edit= and ?delete=, so both work without JavaScript), and
 * the add form. A master's screen says its words, its own columns and fields, and whether its rows
 * move; master-route.server.ts is its loader and action.
 */
import { ConfirmQuestion } from "~/components/admin/confirm-step";
import type { ReactNode } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { productCountText } from "~/admin/catalogue/catalogue-types";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { MoveButtons } from "~/components/admin/move-buttons";
import { useAdminForm } from "~/components/admin/use-admin-form";
import * as css from "@styles/admin/admin.css";

type MasterRow = { _id: string; name: string; slug: string; productCount: number; activeProductCount: number };
type Answer = { intent: string; result: Parameters<typeof useAdminForm>[1] };

/** One of the master's own form fields, kept as the row's column of the same name. */
type OwnField = { name: string; label: string; hint?: string };

export type MasterScreenConfig<Row extends MasterRow> = {
  title: string;
  lead: string;
  /** One row's name in the screen's words, lower case ("colour"), and more than one ("colours"). */
  noun: string;
  nouns: string;
  /** Shown before the row's name (a colour's swatch). */
  mark?: (row: Row) => ReactNode;
  /** The row's own columns, after its name ("Code"). */
  columns?: { label: string; cell: (row: Row) => ReactNode }[];
  /** The form's own fields, between the name and the slug (all required). */
  fields?: OwnField[];
  /** Rows listed in the order staff set, with Up and Down buttons; a new one joins the end. */
  ordered?: boolean;
};

export function MasterScreen<Row extends MasterRow>(config: MasterScreenConfig<Row>) {
  const { noun, nouns } = config;
  // The loader is master-route.server.ts's loadMaster; a master's rows are plain JSON, so they arrive as they were sent.
  const { rows, editing, deleting } = useLoaderData() as { rows: Row[]; editing: Row | null; deleting: Row | null };
  const answered = useActionData() as Answer | undefined;
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const addForm = useAdminForm(`add-${noun}`, answered?.intent === "add" ? answered.result : undefined);

  return (
    <>
      <h1>{config.title}</h1>
      <p className={css.lead}>{config.lead}</p>
      <section aria-labelledby={`${nouns}-heading`}>
        <h2 id={`${nouns}-heading`} className={css.sectionTitle}>
          {rows.length === 1 ? `1 ${noun}` : `${rows.length} ${nouns}`}
        </h2>
        {rows.length === 0 ? (
          <p>No {nouns} yet.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{capitalised(noun)}</th>
                {config.columns?.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
                <th scope="col">Slug</th>
                <th scope="col">Products</th>
                {config.ordered ? <th scope="col">Order</th> : null}
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row._id}>
                  <th scope="row">
                    {config.mark?.(row)}
                    {row.name}
                  </th>
                  {config.columns?.map((column) => (
                    <td key={column.label} data-label={column.label}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td data-label="Slug" className={css.breakable}>
                    {row.slug}
                  </td>
                  <td data-label="Products">{productCountText(row)}</td>
                  {config.ordered ? (
                    <td data-label="Order">
                      <MoveButtons id={row._id} name={row.name} first={index === 0} last={index === rows.length - 1} />
                    </td>
                  ) : null}
                  <td data-label="Change">
                    <span className={css.buttonRow}>
                      <Link to={`?edit=${row._id}#edit-${noun}-heading`} preventScrollReset>
                        Edit<span className="visually-hidden"> {row.name}</span>
                      </Link>
                      <Link to={`?delete=${row._id}#delete-${noun}-heading`} preventScrollReset>
                        Delete<span className="visually-hidden"> {row.name}</span>…
                      </Link>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {deleting ? (
          <ConfirmQuestion
            questionId={`delete-${noun}-heading`}
            heading="h3"
            question={`Delete the ${noun} ${deleting.name}?`}
            note={`A ${noun} that a product still uses is not deleted.`}
            fields={{ intent: "delete", id: deleting._id }}
            confirmLabel={`Yes, delete ${deleting.name}`}
            pending={posting === "delete"}
          />
        ) : null}
        {editing ? (
          <EditRow
            key={editing._id}
            config={config}
            row={editing}
            result={answered?.intent === "save" ? answered.result : undefined}
            pending={posting === "save"}
          />
        ) : null}
      </section>

      <section className={css.section} aria-labelledby={`add-${noun}-heading`}>
        <h2 id={`add-${noun}-heading`} className={css.sectionTitle}>
          Add a {noun}
        </h2>
        {config.ordered ? <p className={css.lead}>A new {noun} joins the end of the list.</p> : null}
        <Form method="post" key={addForm.key} {...addForm.formProps} aria-labelledby={`add-${noun}-heading`}>
          <input type="hidden" name="intent" value="add" />
          <AdminFormErrors id={addForm.formErrorId} errors={addForm.formErrors} />
          <MasterFields config={config} form={addForm} />
          <AdminSubmit pending={posting === "add"}>Add {noun}</AdminSubmit>
        </Form>
      </section>
    </>
  );
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function MasterFields<Row extends MasterRow>({
  config,
  form,
}: {
  config: MasterScreenConfig<Row>;
  form: ReturnType<typeof useAdminForm>;
}) {
  return (
    <>
      <AdminField
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
      />
      {config.fields?.map((field) => (
        <AdminField
          key={field.name}
          label={field.label}
          hint={field.hint}
          errors={form.errors(field.name)}
          inputProps={{ ...form.field(field.name), autoComplete: "off", required: true }}
        />
      ))}
      <AdminField
        label="Slug"
        hint={`Used in the shop's ${config.noun} filter; leave it blank to make it from the name.`}
        errors={form.errors("slug")}
        inputProps={{ ...form.field("slug"), autoComplete: "off" }}
      />
    </>
  );
}

function EditRow<Row extends MasterRow>({
  config,
  row,
  result,
  pending,
}: {
  config: MasterScreenConfig<Row>;
  row: Row;
  result: Parameters<typeof useAdminForm>[1];
  pending: boolean;
}) {
  const { noun } = config;
  const own = Object.fromEntries(
    (config.fields ?? []).map((field) => [field.name, String(row[field.name as keyof Row])]),
  );
  const form = useAdminForm(`edit-${noun}`, result, { name: row.name, ...own, slug: row.slug });
  return (
    <div className={css.confirm}>
      <h3 id={`edit-${noun}-heading`}>Edit {row.name}</h3>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby={`edit-${noun}-heading`}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={row._id} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <MasterFields config={config} form={form} />
        <div className={css.buttonRow}>
          <AdminSubmit pending={pending}>Save {noun}</AdminSubmit>
          <Link to="." className={css.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
