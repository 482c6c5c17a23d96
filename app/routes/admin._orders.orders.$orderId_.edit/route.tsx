import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatRupees } from "~/components/admin/customer-options";
import { AdminField, AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { type OrderEdit, lineField, optionLabel } from "./order-edit-options";
import { PAYMENT_METHOD_LABELS } from "~/admin/orders/orders/order-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { orderEditSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import { readForm } from "~/lib/form-body.server";

export const meta: MetaFunction = ({ params }) => adminMeta(`Edit order ${params.orderId ?? ""}`.trim());

const editPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/edit`;
const ADDRESS_FIELDS = [
  "name",
  "mobile",
  "email",
  "address",
  "landmark",
  "locality",
  "addressType",
  "country",
  "state",
  "city",
  "pincode",
] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<OrderEdit>({ request, ...auth }, editPath(params.orderId ?? ""));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ edit: answer.body }, auth.session);
}

/** The API names a line's field `lines.0.quantity`; the form `lines[0].quantity`. */
const formFieldOf = (apiField: string) => apiField.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

/**
 * The whole edit is one form: the address, each line (colour or size, quantity, remove) and one
 * new line by SKU. A refusal keeps what was typed beside its errors; a stale form (a colleague
 * edited first) says who, and the page then holds the newest version for the next save.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const orderId = params.orderId ?? "";
  const orderPage = `/admin/orders/${encodeURIComponent(orderId)}`;
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: orderEditSchema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the changes.";
    return adminData({ result, toast: { type: "error" as const, message } }, auth.session, { status: 400 });
  }
  const answer = await adminApi<OrderEdit>({ request, ...auth }, editPath(orderId), {
    method: "POST",
    body: submission.value,
  });
  if (answer.status === 200)
    return adminRedirect(orderPage, auth.session, { type: "success", message: answer.message });
  const lineFields = submission.value.lines.flatMap((_, index) => [
    lineField(index, "variant"),
    lineField(index, "quantity"),
  ]);
  const fields = [...ADDRESS_FIELDS, "addSku", "addQuantity", ...lineFields];
  const errors = Object.fromEntries(
    Object.entries(answer.errors ?? {}).map(([field, message]) => [formFieldOf(field), message]),
  );
  return adminData(
    { result: replyFromApi(submission, { ...answer, errors }, fields), toast: refusalToast(answer) },
    auth.session,
    { status: answer.status },
  );
}

/** What was typed into a nested field (`lines[0].quantity`) before a refusal, or undefined when nothing was sent yet. */
function typedValue(result: SubmissionResult<string[]> | null | undefined, name: string) {
  if (!result?.initialValue) return undefined;
  let value: unknown = result.initialValue;
  for (const part of name.replace(/\[(\d+)\]/g, ".$1").split("."))
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === "string" ? value : "";
}

/** Editing an order before it ships: where it goes, and what is in it. */
export default function AdminOrderEdit() {
  const { edit } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const address = edit.shippingAddress;
  const form = useAdminForm("order-edit", answered?.result, { ...address });
  const typed = (name: string, fallback: string) => typedValue(answered?.result, name) ?? fallback;
  const orderLink = `/admin/orders/${encodeURIComponent(edit.orderId)}`;

  return (
    <>
      <p>
        <Link to={orderLink}>Back to order {edit.orderId}</Link>
      </p>
      <h1 id="edit-heading">Edit order {edit.orderId}</h1>
      <dl className={css.details}>
        <dt>Total now</dt>
        <dd>{formatRupees(edit.total)}</dd>
        <dt>Paid by</dt>
        <dd>{PAYMENT_METHOD_LABELS[edit.paymentMethod]}</dd>
        {edit.paid > 0 ? (
          <>
            <dt>Paid online</dt>
            <dd>{formatRupees(edit.paid)}</dd>
          </>
        ) : null}
        {edit.balanceDue > 0 ? (
          <>
            <dt>Due from the shopper</dt>
            <dd>{formatRupees(edit.balanceDue)}</dd>
          </>
        ) : null}
        {edit.couponCode ? (
          <>
            <dt>Coupon</dt>
            <dd>
              {edit.couponCode} ({formatRupees(edit.discount)} off)
            </dd>
          </>
        ) : null}
      </dl>
      {!edit.editable ? (
        <p className={css.notice}>{edit.notEditableReason}</p>
      ) : (
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="edit-heading">
          {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
          <input type="hidden" name="version" value={edit.version} />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <p className={css.lead}>
            The API works out the totals, the coupon and the tax again. A prepaid order that now costs less is refunded
            the difference through the payment gateway; one that costs more waits for the shopper to pay the rest before
            it can be packed. A cash-on-delivery order&apos;s amount to collect changes. The shopper is sent the new
            summary.
          </p>

          <section className={css.section} aria-labelledby="lines-heading">
            <h2 id="lines-heading" className={css.sectionTitle}>
              Items
            </h2>
            {edit.lines.map((line, index) => {
              const legendId = `line-${index}-legend`;
              const removeId = `order-edit-line-${index}-remove`;
              return (
                <fieldset key={line.line} className={formCss.fieldset} aria-labelledby={legendId}>
                  <legend id={legendId}>
                    <strong>{line.name}</strong> ({line.sku}): {line.quantity} × {formatRupees(line.unitPrice)}
                  </legend>
                  <input type="hidden" name={lineField(index, "line")} value={line.line} />
                  <AdminSelect
                    label="Colour or size"
                    hint={line.options.length > 1 ? "A new colour or size is charged at today's price." : undefined}
                    errors={form.errors(lineField(index, "variant"))}
                    options={line.options.map((option) => ({
                      value: option.variant,
                      label: `${optionLabel(option)}: ${formatRupees(option.price)}, ${option.stock} in stock${option.variant === line.variant ? " (ordered)" : ""}`,
                    }))}
                    selectProps={{
                      id: `order-edit-line-${index}-variant`,
                      name: lineField(index, "variant"),
                      defaultValue: typed(lineField(index, "variant"), line.variant),
                    }}
                  />
                  <AdminField
                    label="Quantity"
                    errors={form.errors(lineField(index, "quantity"))}
                    inputProps={{
                      id: `order-edit-line-${index}-quantity`,
                      name: lineField(index, "quantity"),
                      defaultValue: typed(lineField(index, "quantity"), String(line.quantity)),
                      inputMode: "numeric",
                      autoComplete: "off",
                      required: true,
                    }}
                  />
                  <div className={formCss.checkboxField}>
                    <input
                      type="checkbox"
                      id={removeId}
                      name={lineField(index, "remove")}
                      defaultChecked={typed(lineField(index, "remove"), "") === "on"}
                      className={formCss.checkbox}
                    />
                    <label htmlFor={removeId}>Remove this line</label>
                  </div>
                </fieldset>
              );
            })}
            <fieldset className={formCss.fieldset} aria-labelledby="add-legend">
              <legend id="add-legend">
                <strong>Add a product</strong>
              </legend>
              <AdminField
                label="SKU (optional)"
                hint="The SKU of the product, colour or size to add, as the stock screen shows it."
                errors={form.errors("addSku")}
                inputProps={{ ...form.field("addSku"), autoComplete: "off", maxLength: 80 }}
              />
              <AdminField
                label="Quantity to add"
                hint="1 when left empty."
                errors={form.errors("addQuantity")}
                inputProps={{ ...form.field("addQuantity"), inputMode: "numeric", autoComplete: "off" }}
              />
            </fieldset>
          </section>

          <section className={css.section} aria-labelledby="address-heading">
            <h2 id="address-heading" className={css.sectionTitle}>
              Delivery address
            </h2>
            <AdminField
              label="Name"
              errors={form.errors("name")}
              inputProps={{ ...form.field("name"), autoComplete: "off", required: true, maxLength: 100 }}
            />
            <AdminField
              label="Mobile"
              errors={form.errors("mobile")}
              inputProps={{
                ...form.field("mobile"),
                inputMode: "numeric",
                autoComplete: "off",
                required: true,
                maxLength: 10,
              }}
            />
            <AdminField
              label="Email"
              errors={form.errors("email")}
              inputProps={{ ...form.field("email"), type: "email", autoComplete: "off", required: true }}
            />
            <AdminField
              label="Address"
              errors={form.errors("address")}
              inputProps={{ ...form.field("address"), autoComplete: "off", required: true, maxLength: 300 }}
            />
            <AdminField
              label="Landmark (optional)"
              errors={form.errors("landmark")}
              inputProps={{ ...form.field("landmark"), autoComplete: "off", maxLength: 200 }}
            />
            <AdminField
              label="Locality (optional)"
              errors={form.errors("locality")}
              inputProps={{ ...form.field("locality"), autoComplete: "off", maxLength: 200 }}
            />
            <AdminSelect
              label="Address type"
              errors={form.errors("addressType")}
              options={[
                { value: "HOME", label: "Home" },
                { value: "OFFICE", label: "Office" },
              ]}
              selectProps={{
                id: "order-edit-addressType",
                name: "addressType",
                defaultValue: form.value("addressType"),
              }}
            />
            <AdminField
              label="Town/City"
              errors={form.errors("city")}
              inputProps={{ ...form.field("city"), autoComplete: "off", required: true, maxLength: 60 }}
            />
            <AdminField
              label="State"
              errors={form.errors("state")}
              inputProps={{ ...form.field("state"), autoComplete: "off", required: true, maxLength: 60 }}
            />
            <AdminField
              label="Pincode"
              hint="Delivery there is checked as at checkout."
              errors={form.errors("pincode")}
              inputProps={{
                ...form.field("pincode"),
                inputMode: "numeric",
                autoComplete: "off",
                required: true,
                maxLength: 6,
              }}
            />
            <AdminField
              label="Country"
              errors={form.errors("country")}
              inputProps={{ ...form.field("country"), autoComplete: "off", required: true, maxLength: 60 }}
            />
          </section>

          <AdminSubmit pending={navigation.state === "submitting"}>Save changes</AdminSubmit>
        </Form>
      )}
    </>
  );
}
