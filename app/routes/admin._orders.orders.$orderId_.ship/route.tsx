import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, formatRupees } from "~/components/admin/customer-options";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { PARCEL_FIELDS, type ShipmentView, orderPath } from "~/components/admin/shipping-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { shipOrderSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as shipping from "@styles/admin/shipping.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Ship order");

const FIELD_NAMES = PARCEL_FIELDS.map((f) => f.name);
const SHIP_TIMEOUT_MS = 60_000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<ShipmentView>(
    { request, ...auth },
    `/orders/${encodeURIComponent(params.orderId ?? "")}/shipment`,
  );
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ order: answer.body }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const orderId = params.orderId ?? "";
  const submission = parseWithZod(await readForm(request), { schema: shipOrderSchema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the parcel's details.";
    return adminData({ result, toast: { type: "error" as const, message } }, auth.session, { status: 400 });
  }
  // The courier takes several calls (order, AWB, pickup) to another company: longer than a page's usual wait.
  const answer = await adminApi<ShipmentView>({ request, ...auth }, `/orders/${encodeURIComponent(orderId)}/ship`, {
    method: "POST",
    body: submission.value,
    timeoutMs: SHIP_TIMEOUT_MS,
  });
  if (answer.status !== 200) {
    return adminData(
      { result: replyFromApi(submission, answer, FIELD_NAMES), toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect(`${orderPath(orderId)}/ship`, auth.session, { type: "success", message: answer.message });
}

/** Shipping one packed order: the parcel's size and weight go to the courier, which answers with the AWB and label. */
export default function AdminShipOrder() {
  const { order } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useAdminForm("ship-order", answered?.result);
  const shipment = order.shipment;

  return (
    <>
      <p>
        <Link to={orderPath(order.orderId)}>Back to order {order.orderId}</Link>
      </p>
      <h1>{shipment ? `Order ${order.orderId} is shipped` : `Ship order ${order.orderId}`}</h1>

      <section className={css.section} aria-labelledby="order-heading">
        <h2 id="order-heading" className={css.sectionTitle}>
          Order
        </h2>
        <dl className={css.details}>
          <dt>Status</dt>
          <dd>{ORDER_STATUS_LABELS[order.orderStatus]}</dd>
          <dt>Payment</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            {order.paymentMethod === "COD" ? `: the courier collects ${formatRupees(order.totalAmount)}` : null}
          </dd>
          <dt>Deliver to</dt>
          <dd>
            {order.deliverTo.name}, {order.deliverTo.city}, {order.deliverTo.state} {order.deliverTo.pincode}
          </dd>
        </dl>
        <h3>In the parcel</h3>
        <ul>
          {order.lines.map((line) => (
            <li key={`${line.sku}-${line.colorName}-${line.sizeName}`}>
              {line.quantity} x {line.name}
              {[line.colorName, line.sizeName].filter(Boolean).length
                ? ` (${[line.colorName, line.sizeName].filter(Boolean).join(", ")})`
                : null}
              , SKU {line.sku}
            </li>
          ))}
        </ul>
      </section>

      {shipment ? (
        <section className={css.section} aria-labelledby="shipment-heading">
          <h2 id="shipment-heading" className={css.sectionTitle}>
            Shipment
          </h2>
          <dl className={css.details}>
            <dt>AWB</dt>
            <dd className={shipping.awb}>{shipment.awb}</dd>
            <dt>Courier</dt>
            <dd>{shipment.courierName}</dd>
            {shipment.shippedAt ? (
              <>
                <dt>Shipped</dt>
                <dd>{formatDateTime(shipment.shippedAt)}</dd>
              </>
            ) : null}
            {shipment.trackingUrl ? (
              <>
                <dt>Tracking</dt>
                <dd>
                  <a href={shipment.trackingUrl} className={css.breakable}>
                    Track AWB {shipment.awb}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          <div className={css.buttonRow}>
            <a href={`${orderPath(order.orderId)}/label`} className={css.secondaryButton}>
              Print label
            </a>
            {shipment.controlUrl ? (
              <a href={shipment.controlUrl} className={css.secondaryButton}>
                Sandbox courier: move this shipment
              </a>
            ) : null}
          </div>
        </section>
      ) : order.orderStatus === "PACKED" ? (
        <section className={css.section} aria-labelledby="parcel-heading">
          <h2 id="parcel-heading" className={css.sectionTitle}>
            Parcel
          </h2>
          <p className={css.lead}>
            Measure the packed parcel. The{" "}
            {order.courier === "sandbox" ? "sandbox courier (no real parcel moves)" : "courier"} books the pickup and
            issues the AWB and label.
          </p>
          <Form method="post" key={form.key} {...form.formProps} aria-labelledby="parcel-heading">
            <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
            <div className={shipping.measures}>
              {PARCEL_FIELDS.map((field) => (
                <AdminField
                  key={field.name}
                  label={field.label}
                  errors={form.errors(field.name)}
                  inputProps={{ ...form.field(field.name), inputMode: "decimal", autoComplete: "off", required: true }}
                />
              ))}
            </div>
            <AdminSubmit pending={navigation.state === "submitting"}>Ship with the courier</AdminSubmit>
          </Form>
        </section>
      ) : (
        <p className={css.notice}>
          Only a packed order can be shipped: this one is {ORDER_STATUS_LABELS[order.orderStatus].toLowerCase()}.
        </p>
      )}
    </>
  );
}
