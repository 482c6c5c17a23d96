/**
 * The product details form's fields, shared by the new and edit screens. Everything posts as a
 * plain form; the server (api/src/validation/admin-products.ts) judges it and sends back what was
 * typed with the errors.
 */
import type { SubmissionResult } from "@conform-to/react";
import { AdminTextarea } from "~/components/admin/admin-textarea";
import { AdminErrorList, AdminField, AdminSelect, described } from "~/components/admin/form-controls";
import { type ProductChoices, gstOptions, productTypeOptions } from "./product-options";
import type { useAdminForm } from "~/components/admin/use-admin-form";
import * as formCss from "@styles/admin/forms.css";
import * as css from "@styles/admin/products.css";

type Form = ReturnType<typeof useAdminForm>;

/** A group of checkboxes posting one name many times (categories, sub-categories). */
function AdminChoices({
  formId,
  name,
  legend,
  hint,
  groups,
  checked,
  errors,
}: {
  formId: string;
  name: string;
  legend: string;
  hint?: string;
  groups: { heading?: string; options: { value: string; label: string }[] }[];
  checked: Set<string>;
  errors?: string[];
}) {
  const { hintId, errorId, aria } = described(`${formId}-${name}`, hint, errors);
  return (
    <fieldset className={css.choices} {...aria}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className={formCss.hint}>
          {hint}
        </p>
      ) : null}
      {groups.map((group) =>
        group.options.length === 0 ? null : (
          <div key={group.heading ?? "all"}>
            {group.heading ? <p className={formCss.label}>{group.heading}</p> : null}
            <ul className={css.choiceList}>
              {group.options.map((option) => (
                <li key={option.value}>
                  <label className={css.choice}>
                    <input
                      type="checkbox"
                      name={name}
                      value={option.value}
                      defaultChecked={checked.has(option.value)}
                    />
                    {option.label}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
      <AdminErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

/** The list a checkbox group posted, as the refused answer kept it, or the saved one. */
function chosen(lastResult: SubmissionResult<string[]> | null | undefined, name: string, saved: string[]) {
  const typed = (lastResult?.initialValue as Record<string, unknown> | undefined)?.[name];
  if (lastResult?.initialValue)
    return new Set(typed === undefined ? [] : Array.isArray(typed) ? typed.map(String) : [String(typed)]);
  return new Set(saved);
}

const RICH_TEXT_HINT =
  "HTML is allowed (paragraphs, headings, lists, links, tables). Scripts, styles and event attributes are removed when saved.";

export function ProductFields({
  form,
  lastResult,
  choices,
  saved,
  editing,
  pricedByVariants,
}: {
  form: Form;
  lastResult: SubmissionResult<string[]> | null | undefined;
  choices: ProductChoices;
  saved: { categories: string[]; subCategories: string[] };
  editing: boolean;
  /** A variant product with variants: its prices and stock are set per variant, below the form. */
  pricedByVariants: boolean;
}) {
  const formId = form.formProps.id;
  return (
    <>
      <div className={css.formGrid}>
        <AdminField
          label="Name"
          errors={form.errors("name")}
          inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
        />
        <AdminField
          label="Slug (the product's address)"
          hint={
            editing
              ? "Lowercase words joined by hyphens. After a change the old address redirects here."
              : "Lowercase words joined by hyphens. Leave it blank to make it from the name."
          }
          errors={form.errors("slug")}
          inputProps={{ ...form.field("slug"), autoComplete: "off", spellCheck: false }}
        />
        <AdminField
          label="SKU"
          errors={form.errors("sku")}
          inputProps={{ ...form.field("sku"), autoComplete: "off", spellCheck: false, required: true }}
        />
        <AdminSelect
          label="Product type"
          hint={
            editing ? "Fixed once it has colours or sizes." : "Colours and sizes are added after the product is saved."
          }
          errors={form.errors("productType")}
          options={productTypeOptions}
          selectProps={{ ...form.field("productType") }}
        />
      </div>
      <AdminChoices
        formId={formId}
        name="categories"
        legend="Categories"
        hint="Choose at least one; the first chosen is its main category."
        groups={[{ options: choices.categories.map((c) => ({ value: c._id, label: c.name })) }]}
        checked={chosen(lastResult, "categories", saved.categories)}
        errors={form.errors("categories")}
      />
      <AdminChoices
        formId={formId}
        name="subCategories"
        legend="Sub-categories"
        hint="Only those of the chosen categories."
        groups={choices.categories.map((c) => ({
          heading: c.name,
          options: c.subCategories.map((s) => ({ value: s._id, label: s.name })),
        }))}
        checked={chosen(lastResult, "subCategories", saved.subCategories)}
        errors={form.errors("subCategories")}
      />
      {pricedByVariants ? (
        <>
          <p className={formCss.hint}>
            Prices, stock and order limits are set for each variant below; lists show the first variant&apos;s.
          </p>
          {(["mrp", "sellingPrice", "stock", "maximumOrderQuantity"] as const).map((name) => (
            <input key={name} type="hidden" name={name} value={form.value(name) ?? ""} />
          ))}
        </>
      ) : (
        <div className={css.formGrid}>
          <AdminField
            label="MRP (Rs)"
            errors={form.errors("mrp")}
            inputProps={{ ...form.field("mrp"), inputMode: "decimal", autoComplete: "off", required: true }}
          />
          <AdminField
            label="Selling price (Rs)"
            hint="Not more than the MRP."
            errors={form.errors("sellingPrice")}
            inputProps={{ ...form.field("sellingPrice"), inputMode: "decimal", autoComplete: "off", required: true }}
          />
          <AdminField
            label="Stock"
            hint={
              editing && form.value("productType") === "PRODUCT"
                ? undefined
                : "With colours or sizes, the first colour or size added takes this count; the others start at 0."
            }
            errors={form.errors("stock")}
            inputProps={{ ...form.field("stock"), inputMode: "numeric", autoComplete: "off", required: true }}
          />
          <AdminField
            label="Maximum order quantity"
            errors={form.errors("maximumOrderQuantity")}
            inputProps={{
              ...form.field("maximumOrderQuantity"),
              inputMode: "numeric",
              autoComplete: "off",
              required: true,
            }}
          />
        </div>
      )}
      <div className={css.formGrid}>
        <AdminField
          label="HSN code"
          hint="4, 6 or 8 digits."
          errors={form.errors("hsnCode")}
          inputProps={{ ...form.field("hsnCode"), inputMode: "numeric", autoComplete: "off", required: true }}
        />
        <AdminSelect
          label="GST rate"
          errors={form.errors("gstRate")}
          options={[{ value: "", label: "Choose a rate" }, ...gstOptions]}
          selectProps={{ ...form.field("gstRate") }}
        />
        <AdminField
          label="Tag line"
          errors={form.errors("tagLine")}
          inputProps={{ ...form.field("tagLine"), autoComplete: "off" }}
        />
      </div>
      <AdminTextarea
        label="Short description"
        errors={form.errors("shortDescription")}
        textareaProps={{ ...form.field("shortDescription"), rows: 3, className: css.textarea }}
      />
      <AdminTextarea
        label="Description"
        hint={RICH_TEXT_HINT}
        errors={form.errors("description")}
        textareaProps={{ ...form.field("description"), rows: 8, className: css.textarea }}
      />
      <AdminTextarea
        label="Warranty terms"
        hint={RICH_TEXT_HINT}
        errors={form.errors("warrantyTerms")}
        textareaProps={{ ...form.field("warrantyTerms"), rows: 5, className: css.textarea }}
      />
      <div className={css.formGrid}>
        <AdminField
          label="SEO title"
          hint="Up to 70 characters."
          errors={form.errors("seoTitle")}
          inputProps={{ ...form.field("seoTitle"), autoComplete: "off" }}
        />
        <AdminField
          label="SEO description"
          hint="Up to 160 characters."
          errors={form.errors("seoDescription")}
          inputProps={{ ...form.field("seoDescription"), autoComplete: "off" }}
        />
      </div>
    </>
  );
}
