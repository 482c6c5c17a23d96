import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { can } from "@api/validation/staff-roles";
import { formatRupees } from "~/components/admin/customer-options";
import {
  CHANNEL_OPTIONS,
  DRAFT_STATUS_LABELS,
  type DraftAddress,
  type DraftDetail,
  type ProductMatch,
  lineLabel,
  oneLineAddress,
} from "~/components/admin/draft-options";
import { AdminField, AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { ORDER_STATUS_LABELS } from "~/components/admin/order-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { addressSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as draftCss from "@styles/admin/draft-orders.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Draft order");

const ADDRESS_FIELDS = [
  "name",
  "mobile",
  "email",
  "address",
  "landmark",
  "locality",
  "country",
  "state",
  "city",
  "pincode",
] as const;
const draftPath = (id: string) => `/draft-orders/${encodeURIComponent(id)}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<DraftDetail>({ request, ...auth }, draftPath(params.draftId ?? ""));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const matches = q
    ? await adminApi<ProductMatch[]>({ request, ...auth }, `/draft-orders/products?${new URLSearchParams({ q })}`)
    : null;
  return adminPage(
    {
      draft: answer.body,
      q,
      matches: matches?.status === 200 ? matches.body : null,
      confirmDelete: url.searchParams.get("confirm") === "delete",
      mayDiscount: can(auth.staff.role, "orders.discount"),
    },
    auth.session,
  );
}

type Body = {
  version: number;
  lines: { product: string; productColor?: string | null; productSize?: string | null; quantity: number }[];
  shippingAddress: DraftAddress | null;
  addressId?: string;
  couponCode: string | null;
  manualDiscount: number | string | null;
  manualDiscountReason: string | null;
};

const text = (formData: FormData, name: string) => String(formData.get(name) ?? "").trim();

type Refusal = { status: number; message: string; errors: Record<string, string> };

/**
 * Each part of the draft is its own small form (a line, the address, the coupon...), so every
 * step works without JavaScript. The action reads the draft as it stands, changes that part and
 * saves the whole (PUT), with the version the page was loaded at: a colleague's change in
 * between is refused, not overwritten. The API checks it all as checkout does.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = text(formData, "intent");
  const id = params.draftId ?? "";
  const here = `/admin/orders/drafts/${encodeURIComponent(id)}`;
  const version = Number(formData.get("version"));
  const call = <T,>(path: string, method: "POST" | "PUT" | "DELETE", body: unknown) =>
    adminApi<T>({ request, ...auth }, path, { method, body });
  const typed = Object.fromEntries([...formData.entries()].map(([k, v]) => [k, String(v)]));
  const refused = (answer: Refusal, result: SubmissionResult<string[]> | null = null) =>
    adminData(
      { intent, errors: answer.errors, message: answer.message, result, typed, toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );

  if (intent === "delete") {
    const answer = await call<null>(draftPath(id), "DELETE", { version });
    if (answer.status !== 200) return adminRedirect(here, auth.session, refusalToast(answer));
    return adminRedirect("/admin/orders/drafts", auth.session, { type: "success", message: answer.message });
  }
  if (intent === "place") {
    const answer = await call<{ orderId: string }>(`${draftPath(id)}/place`, "POST", { version });
    if (answer.status !== 200) return refused(answer);
    return adminRedirect(`/admin/orders/${answer.body.orderId}`, auth.session, {
      type: "success",
      message: answer.message,
    });
  }
  if (intent === "link") {
    const answer = await call<{ orderId: string }>(`${draftPath(id)}/payment-link`, "POST", {
      version,
      channel: text(formData, "channel"),
    });
    if (answer.status !== 200) return refused(answer);
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  }

  const current = await adminApi<DraftDetail>({ request, ...auth }, draftPath(id));
  if (current.status !== 200) return adminRedirect("/admin/orders/drafts", auth.session, refusalToast(current));
  const draft = current.body;
  const body: Body = {
    version,
    lines: draft.lines.map((l) => ({
      product: l.product,
      productColor: l.productColor,
      productSize: l.productSize,
      quantity: l.quantity,
    })),
    shippingAddress: draft.shippingAddress,
    couponCode: draft.couponCode,
    manualDiscount: draft.manualDiscount || null,
    manualDiscountReason: draft.manualDiscountReason,
  };
  const saved = async (result: (answer: Refusal) => SubmissionResult<string[]> | null = () => null) => {
    const answer = await call<DraftDetail>(draftPath(id), "PUT", body);
    if (answer.status !== 200) return refused(answer, result(answer));
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  };

  if (intent === "address-typed") {
    const submission = parseWithZod(formData, { schema: addressSchema });
    if (submission.status !== "success") {
      const result = submission.reply();
      const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the address.";
      return refused({ status: 400, message, errors: {} }, result);
    }
    body.shippingAddress = {
      ...submission.value,
      landmark: submission.value.landmark ?? "",
      locality: submission.value.locality ?? "",
    };
    return saved((answer) => replyFromApi(submission, answer, ADDRESS_FIELDS));
  }
  if (intent === "add") {
    const [productColor, productSize] = text(formData, "variant").split(":");
    body.lines.push({
      product: text(formData, "product"),
      productColor: productColor || null,
      productSize: productSize || null,
      quantity: Number(text(formData, "quantity") || "1"),
    });
  } else if (intent === "quantity" || intent === "remove") {
    const index = Number(formData.get("index"));
    body.lines =
      intent === "remove"
        ? body.lines.filter((_, i) => i !== index)
        : body.lines.map((l, i) => (i === index ? { ...l, quantity: Number(text(formData, "quantity")) } : l));
  } else if (intent === "address-saved") {
    body.addressId = text(formData, "addressId");
  } else if (intent === "coupon") {
    body.couponCode = text(formData, "couponCode") || null;
  } else if (intent === "discount") {
    // Sent as typed: the API's rupee rule names what is wrong with it.
    body.manualDiscount = text(formData, "manualDiscount") || null;
    body.manualDiscountReason = text(formData, "manualDiscountReason") || null;
  } else {
    return unknownIntent(here, auth.session);
  }
  return saved();
}

function ErrorsFor({ id, messages }: { id: string; messages: string[] }) {
  return <AdminFormErrors id={id} errors={messages.length ? messages : undefined} />;
}

/** One draft: its lines, address, discounts and figures, and the ways to complete it. */
export default function DraftOrder() {
  const { draft, q, matches, confirmDelete, mayDiscount } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const addressForm = useAdminForm("typed-address", answered?.intent === "address-typed" ? answered.result : null, {
    addressType: "HOME",
    country: "India",
    name: draft.customer.name,
    mobile: draft.customer.mobile ?? "",
    email: draft.customer.email ?? "",
  });
  const errors = (answered?.errors ?? {}) as Record<string, string>;
  const typed: Record<string, string> = answered?.typed ?? {};
  const errorsOf = (intent: string, keys: (key: string) => boolean) =>
    answered?.intent === intent
      ? Object.entries(errors)
          .filter(([k]) => keys(k))
          .map(([, m]) => m)
      : [];
  const whole = (intent: string) =>
    answered?.intent === intent ? [Object.values(errors)[0] ?? answered.message].filter(Boolean) : [];
  const open = draft.status === "open";
  const version = <input type="hidden" name="version" value={draft.version} />;
  const title = `Order for ${draft.customer.name || draft.customer.mobile}`;

  return (
    <>
      <p>
        <Link to="/admin/orders/drafts">Back to draft orders</Link>
      </p>
      <h1>{title}</h1>
      <p className={css.lead}>
        {DRAFT_STATUS_LABELS[draft.status]}. Started by {draft.createdBy} {formatDateTime(draft.createdAt)}; a draft
        holds no stock until it is placed or sent as a payment link.
      </p>

      <section className={css.section} aria-labelledby="customer-heading">
        <h2 id="customer-heading" className={css.sectionTitle}>
          Customer
        </h2>
        <dl className={css.details}>
          <dt>Name</dt>
          <dd>{draft.customer.name || "Not given yet"}</dd>
          <dt>Mobile</dt>
          <dd>{draft.customer.mobile ?? "None"}</dd>
          <dt>Email</dt>
          <dd>{draft.customer.email ?? "None"}</dd>
        </dl>
      </section>

      {draft.order ? (
        <section className={css.section} aria-labelledby="order-heading">
          <h2 id="order-heading" className={css.sectionTitle}>
            Order
          </h2>
          <p>
            <Link to={`/admin/orders/${draft.order.orderId}`}>Order {draft.order.orderId}</Link>:{" "}
            {ORDER_STATUS_LABELS[draft.order.orderStatus as keyof typeof ORDER_STATUS_LABELS]},{" "}
            {formatRupees(draft.order.total)}.
          </p>
          {draft.paymentLink ? (
            <>
              <p>
                Payment link sent to {draft.paymentLink.recipient}:{" "}
                {draft.paymentLink.state === "paid"
                  ? "paid."
                  : draft.paymentLink.state === "expired"
                    ? "expired unpaid; the stock it held is back on sale."
                    : `it works until ${formatDateTime(draft.paymentLink.expiresAt)}; the stock is held until then.`}
              </p>
              <p className={css.breakable}>
                Link: <span data-testid="payment-link">{draft.paymentLink.url}</span>
              </p>
              {draft.status === "awaiting_payment" && draft.paymentLink.state === "expired" ? (
                <Form method="post" aria-labelledby="link-again-heading">
                  <h3 id="link-again-heading">Send a new payment link</h3>
                  <ErrorsFor id="link-again-error" messages={whole("link")} />
                  {version}
                  <input type="hidden" name="intent" value="link" />
                  <p>The stock is taken again and held while the new link works.</p>
                  <AdminSelect
                    label="Send by"
                    options={CHANNEL_OPTIONS}
                    selectProps={{ id: "link-again-channel", name: "channel", defaultValue: draft.paymentLink.channel }}
                  />
                  <AdminSubmit pending={busy("link")}>Send a new payment link</AdminSubmit>
                </Form>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}

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
                          {version}
                          <input type="hidden" name="intent" value="quantity" />
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
                          {version}
                          <input type="hidden" name="intent" value="remove" />
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
                      {version}
                      <input type="hidden" name="intent" value="add" />
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

      <section className={css.section} aria-labelledby="address-heading">
        <h2 id="address-heading" className={css.sectionTitle}>
          Delivery address
        </h2>
        <p>{draft.shippingAddress ? oneLineAddress(draft.shippingAddress) : "Not chosen yet."}</p>
        {open ? (
          <>
            <ErrorsFor id="address-saved-error" messages={whole("address-saved")} />
            {draft.addresses.length > 0 ? (
              <ul className={css.addressList} aria-label="Saved addresses">
                {draft.addresses.map((address) => (
                  <li key={address.id}>
                    <Form method="post">
                      {version}
                      <input type="hidden" name="intent" value="address-saved" />
                      <input type="hidden" name="addressId" value={address.id} />
                      <address>{oneLineAddress(address)}</address>
                      <AdminSubmit
                        className={css.secondaryButton}
                        pending={busy("address-saved")}
                        aria-label={`Deliver to ${oneLineAddress(address)}`}
                      >
                        Deliver here
                      </AdminSubmit>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : null}
            <h3 id="typed-address-heading">{draft.addresses.length > 0 ? "Or type an address" : "Type the address"}</h3>
            <Form
              method="post"
              key={addressForm.key}
              {...addressForm.formProps}
              aria-labelledby="typed-address-heading"
            >
              {version}
              <input type="hidden" name="intent" value="address-typed" />
              <input type="hidden" name="addressType" value="HOME" />
              <AdminFormErrors id={addressForm.formErrorId} errors={addressForm.formErrors} />
              <AdminField
                label="Name"
                errors={addressForm.errors("name")}
                inputProps={{ ...addressForm.field("name"), autoComplete: "off" }}
              />
              <AdminField
                label="Mobile"
                errors={addressForm.errors("mobile")}
                inputProps={{ ...addressForm.field("mobile"), type: "tel", inputMode: "numeric", autoComplete: "off" }}
              />
              <AdminField
                label="Email"
                errors={addressForm.errors("email")}
                inputProps={{ ...addressForm.field("email"), type: "email", autoComplete: "off" }}
              />
              <AdminField
                label="Address"
                errors={addressForm.errors("address")}
                inputProps={{ ...addressForm.field("address"), autoComplete: "off" }}
              />
              <AdminField
                label="Landmark (optional)"
                errors={addressForm.errors("landmark")}
                inputProps={{ ...addressForm.field("landmark"), autoComplete: "off" }}
              />
              <AdminField
                label="Locality (optional)"
                errors={addressForm.errors("locality")}
                inputProps={{ ...addressForm.field("locality"), autoComplete: "off" }}
              />
              <AdminField
                label="Town/City"
                errors={addressForm.errors("city")}
                inputProps={{ ...addressForm.field("city"), autoComplete: "off" }}
              />
              <AdminField
                label="State"
                errors={addressForm.errors("state")}
                inputProps={{ ...addressForm.field("state"), autoComplete: "off" }}
              />
              <AdminField
                label="Country"
                errors={addressForm.errors("country")}
                inputProps={{ ...addressForm.field("country"), autoComplete: "off" }}
              />
              <AdminField
                label="Pincode"
                errors={addressForm.errors("pincode")}
                inputProps={{ ...addressForm.field("pincode"), inputMode: "numeric", autoComplete: "off" }}
              />
              <AdminSubmit className={css.secondaryButton} pending={busy("address-typed")}>
                Deliver to this address
              </AdminSubmit>
            </Form>
          </>
        ) : null}
      </section>

      <section className={css.section} aria-labelledby="discount-heading">
        <h2 id="discount-heading" className={css.sectionTitle}>
          Discounts
        </h2>
        {open ? (
          <Form method="post" aria-label="Coupon" className={css.filters}>
            {version}
            <input type="hidden" name="intent" value="coupon" />
            <AdminField
              label="Coupon code"
              hint="Leave empty to remove the coupon."
              errors={errorsOf("coupon", (k) => k === "couponCode")}
              inputProps={{
                id: "coupon-code",
                name: "couponCode",
                defaultValue: answered?.intent === "coupon" ? typed.couponCode : (draft.couponCode ?? ""),
                autoComplete: "off",
              }}
            />
            <div className={css.buttonRow}>
              <AdminSubmit className={css.secondaryButton} pending={busy("coupon")}>
                Apply coupon
              </AdminSubmit>
            </div>
          </Form>
        ) : (
          <p>{draft.couponCode ? `Coupon ${draft.couponCode}` : "No coupon"}</p>
        )}
        {open && mayDiscount ? (
          <Form method="post" aria-labelledby="manual-discount-heading">
            <h3 id="manual-discount-heading">Discount by hand</h3>
            {version}
            <input type="hidden" name="intent" value="discount" />
            <AdminField
              label="Discount (Rs)"
              hint="Leave empty for none."
              errors={errorsOf("discount", (k) => k === "manualDiscount")}
              inputProps={{
                id: "manual-discount",
                name: "manualDiscount",
                inputMode: "decimal",
                defaultValue:
                  answered?.intent === "discount"
                    ? typed.manualDiscount
                    : draft.manualDiscount
                      ? String(draft.manualDiscount)
                      : "",
                autoComplete: "off",
              }}
            />
            <AdminField
              label="Reason"
              hint="Kept with the draft and in the audit log."
              errors={errorsOf("discount", (k) => k === "manualDiscountReason")}
              inputProps={{
                id: "manual-discount-reason",
                name: "manualDiscountReason",
                defaultValue:
                  answered?.intent === "discount" ? typed.manualDiscountReason : (draft.manualDiscountReason ?? ""),
                maxLength: 300,
                autoComplete: "off",
              }}
            />
            <AdminSubmit className={css.secondaryButton} pending={busy("discount")}>
              Save discount
            </AdminSubmit>
          </Form>
        ) : draft.manualDiscount ? (
          <p>
            Discount by hand: {formatRupees(draft.manualDiscount)} ({draft.manualDiscountReason})
          </p>
        ) : null}
      </section>

      <section className={css.section} aria-labelledby="total-heading">
        <h2 id="total-heading" className={css.sectionTitle}>
          Total
        </h2>
        <dl className={css.details}>
          <dt>Subtotal</dt>
          <dd>{formatRupees(draft.subtotal)}</dd>
          <dt>Coupon</dt>
          <dd>{draft.couponDiscount ? `- ${formatRupees(draft.couponDiscount)}` : "None"}</dd>
          <dt>Discount by hand</dt>
          <dd>{draft.manualDiscount ? `- ${formatRupees(draft.manualDiscount)}` : "None"}</dd>
          <dt>Delivery</dt>
          <dd>Free</dd>
          <dt>Total</dt>
          <dd>
            <strong data-testid="draft-total">{formatRupees(draft.total)}</strong>
          </dd>
        </dl>
      </section>

      {open ? (
        <section className={css.section} aria-labelledby="complete-heading">
          <h2 id="complete-heading" className={css.sectionTitle}>
            Complete the order
          </h2>
          <ErrorsFor id="complete-error" messages={[...whole("place"), ...whole("link")]} />
          <Form method="post" aria-labelledby="cod-heading">
            <h3 id="cod-heading">Cash on delivery</h3>
            {version}
            <input type="hidden" name="intent" value="place" />
            <p>The stock is taken now and the order joins the queue.</p>
            <AdminSubmit pending={busy("place")}>Place as cash on delivery</AdminSubmit>
          </Form>
          <Form method="post" aria-labelledby="link-heading">
            <h3 id="link-heading">Payment link</h3>
            {version}
            <input type="hidden" name="intent" value="link" />
            <p>The stock is held while the link works; paid, the order joins the queue.</p>
            <AdminSelect
              label="Send by"
              options={CHANNEL_OPTIONS}
              selectProps={{ id: "link-channel", name: "channel", defaultValue: "sms" }}
            />
            <AdminSubmit pending={busy("link")}>Send payment link</AdminSubmit>
          </Form>
        </section>
      ) : null}

      {open ? (
        <section className={css.section} aria-labelledby="delete-heading">
          <h2 id="delete-heading" className={css.sectionTitle}>
            Delete
          </h2>
          {confirmDelete ? (
            <div className={css.confirm} role="group" aria-labelledby="confirm-delete-heading">
              <h3 id="confirm-delete-heading">Delete this draft order?</h3>
              <p>It holds no stock; nothing else changes.</p>
              <Form method="post" aria-labelledby="confirm-delete-heading">
                {version}
                <input type="hidden" name="intent" value="delete" />
                <div className={css.buttonRow}>
                  <AdminSubmit className={css.dangerButton} pending={busy("delete")}>
                    Yes, delete the draft
                  </AdminSubmit>
                  <Link to="." className={css.secondaryButton}>
                    Cancel
                  </Link>
                </div>
              </Form>
            </div>
          ) : (
            <Link to="?confirm=delete" className={css.dangerButton}>
              Delete draft…
            </Link>
          )}
        </section>
      ) : null}
    </>
  );
}
