import { Form } from "@remix-run/react";
import { type DraftDetail, type ProductMatch, lineLabel } from "~/admin/orders/drafts/draft-options";
import { formatRupees } from "~/components/admin/customer-options";
import { AdminField, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import * as css from "@styles/admin/admin.css";
import * as draftCss from "@styles/admin/draft-orders.css";
import { DraftFormFields, type DraftForms, ErrorsFor } from "./draft-forms";

/** The draft's products: each line's price, quantity and stock, and, while open, finding and adding more. */
export function DraftLinesSection({
  draft,
  q,
  matches,
  forms,
}: {
  draft: DraftDetail;
  q: string;
  matches: ProductMatch[] | null;
  forms: DraftForms;
}) {
  const open = draft.status === "open";
  const { busy, errorsOf } = forms;
  return (
    <section className={css.section} aria-labelledby="lines-heading">
      <h2 id="lines-heading" className={css.sectionTitle}>
        Products
      </h2>
      {draft.lines.length === 0 ? (
        <p>No products yet.</p>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Amount</th>
              {open ? <th scope="col">Remove</th> : null}
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((line, index) => {
              const lineErrors = errorsOf("quantity", (k) => k.startsWith(`lines.${index}.`));
              const problem = lineErrors[0] ?? line.problem;
              return (
                <tr key={`${line.product}-${line.productColor}-${line.productSize}`}>
                  <th scope="row">
                    {lineLabel(line)}
                    <br />
                    <small>
                      {line.sku}, {line.stock} in stock, at most {line.maximumOrderQuantity} an order
                    </small>
                    {problem ? (
                      <span role="alert" className={css.removed}>
                        <br />
                        {problem}
                      </span>
                    ) : null}
                  </th>
                  <td data-label="Price">{formatRupees(line.unitPrice)}</td>
                  <td data-label="Quantity">
                    {open ? (
                      <Form method="post" aria-label={`Quantity of ${lineLabel(line)}`} className={css.buttonRow}>
                        <DraftFormFields version={draft.version} intent="quantity" />
                        <input type="hidden" name="index" value={index} />
                        <label htmlFor={`quantity-${index}`}>Quantity</label>
                        <input
                          id={`quantity-${index}`}
                          name="quantity"
                          type="number"
                          min={1}
                          defaultValue={line.quantity}
                          inputMode="numeric"
                          className={draftCss.quantity}
                        />
                        <AdminSubmit className={css.secondaryButton} pending={busy("quantity")}>
                          Update
                        </AdminSubmit>
                      </Form>
                    ) : (
                      line.quantity
                    )}
                  </td>
                  <td data-label="Amount">{formatRupees(line.amount)}</td>
                  {open ? (
                    <td data-label="Remove">
                      <Form method="post">
                        <DraftFormFields version={draft.version} intent="remove" />
                        <input type="hidden" name="index" value={index} />
                        <button type="submit" className={css.linkButton} aria-label={`Remove ${lineLabel(line)}`}>
                          Remove
                        </button>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {open ? (
        <>
          <h3 id="add-heading">Add a product</h3>
          <Form method="get" className={css.filters} aria-labelledby="add-heading">
            <AdminField
              label="Product name or sku"
              inputProps={{ id: "product-search", name: "q", type: "search", defaultValue: q }}
            />
            <div className={css.buttonRow}>
              <button type="submit" className={css.secondaryButton}>
                Find products
              </button>
            </div>
          </Form>
          <ErrorsFor
            id="add-error"
            messages={errorsOf("add", (k) => k.startsWith(`lines.${draft.lines.length}.`) || !k.startsWith("lines."))}
          />
          {matches === null ? null : matches.length === 0 ? (
            <p>No products match “{q}”.</p>
          ) : (
            <ul className={css.addressList} aria-label="Matching products">
              {matches.map((product) => (
                <li key={product._id}>
                  <Form method="post" aria-label={`Add ${product.name}`}>
                    <DraftFormFields version={draft.version} intent="add" />
                    <input type="hidden" name="product" value={product._id} />
                    <strong>{product.name}</strong> ({product.sku})
                    {product.options.length === 0 ? (
                      <p>No choices of this product can be bought.</p>
                    ) : (
                      <>
                        <AdminSelect
                          label="Choice"
                          options={product.options.map((o) => ({
                            value: o.value,
                            label: `${o.label}: ${formatRupees(o.price)}, ${o.stock} in stock`,
                          }))}
                          selectProps={{ id: `variant-${product._id}`, name: "variant" }}
                        />
                        <AdminField
                          label="Quantity"
                          inputProps={{
                            id: `add-quantity-${product._id}`,
                            name: "quantity",
                            type: "number",
                            min: 1,
                            defaultValue: "1",
                            inputMode: "numeric",
                          }}
                        />
                        <AdminSubmit className={css.secondaryButton} pending={busy("add")}>
                          Add {product.name}
                        </AdminSubmit>
                      </>
                    )}
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
