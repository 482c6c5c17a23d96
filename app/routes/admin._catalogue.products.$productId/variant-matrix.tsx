/**
 * The variant matrix: one row per sku (a colour, a size, or a colour's size) with its own sku,
 * prices, stock and order limit, all saved by one form post. Fields are named `variants[0].stock`
 * and so on, which conform reads back as a list; a refused save shows each error in its cell and
 * keeps every value typed.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import type { ProductDetail, ProductVariant } from "~/admin/catalogue/products/product-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import * as formCss from "@styles/admin/forms.css";
import * as css from "@styles/admin/products.css";

const COLUMNS = [
  { key: "sku", label: "SKU", inputMode: undefined },
  { key: "mrp", label: "MRP (Rs)", inputMode: "decimal" },
  { key: "sellingPrice", label: "Selling price (Rs)", inputMode: "decimal" },
  { key: "stock", label: "Stock", inputMode: "numeric" },
  { key: "maximumOrderQuantity", label: "Maximum order quantity", inputMode: "numeric" },
] as const;

export const variantName = (v: Pick<ProductVariant, "colorName" | "sizeName">) =>
  [v.colorName, v.sizeName].filter(Boolean).join(", ");

export function VariantMatrix({
  product,
  lastResult,
  pending,
}: {
  product: ProductDetail;
  lastResult?: SubmissionResult<string[]> | null;
  pending: boolean;
}) {
  // For its key (a refused save remounts the inputs with what was typed) and the focus on the first refused cell.
  const form = useAdminForm("variant-matrix", lastResult);
  if (product.variants.length === 0)
    return (
      <p>
        Add {product.productType === "PRODUCT_WITH_SIZE" ? "sizes" : "colours"} to set each variant&apos;s sku, prices
        and stock.
      </p>
    );
  const typed = (lastResult?.initialValue as { variants?: Record<string, string>[] } | undefined)?.variants;
  const errors = lastResult?.error ?? {};
  return (
    <Form method="post" key={form.key} {...form.formProps} aria-labelledby="matrix-heading">
      <h3 id="matrix-heading">Prices and stock of each variant</h3>
      <input type="hidden" name="intent" value="variants" />
      <input type="hidden" name="version" value={product.version} />
      <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
      <table className={css.matrix}>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant, index) => {
            const name = variantName(variant);
            return (
              <tr key={variant._id}>
                <th scope="row">
                  {name}
                  {variant.inOrders ? <span className={formCss.hint}> (in orders)</span> : null}
                  <input type="hidden" name={`variants[${index}].id`} value={variant._id} />
                </th>
                {COLUMNS.map((column) => {
                  const field = `variants[${index}].${column.key}`;
                  const id = `variant-${index}-${column.key}`;
                  const fieldErrors = errors[field];
                  const value = typed?.[index]?.[column.key] ?? String(variant[column.key]);
                  return (
                    <td key={column.key}>
                      <label htmlFor={id} className={css.cellLabel}>
                        {name}: {column.label}
                      </label>
                      <input
                        id={id}
                        name={field}
                        defaultValue={value}
                        inputMode={column.inputMode}
                        autoComplete="off"
                        className={`${formCss.control} ${css.matrixInput}`}
                        aria-invalid={fieldErrors?.length ? true : undefined}
                        aria-describedby={fieldErrors?.length ? `${id}-error` : undefined}
                      />
                      {fieldErrors?.length ? (
                        <ul id={`${id}-error`} className={formCss.errorList}>
                          {fieldErrors.map((error) => (
                            <li key={error}>{error}</li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <AdminSubmit pending={pending}>Save variants</AdminSubmit>
    </Form>
  );
}
