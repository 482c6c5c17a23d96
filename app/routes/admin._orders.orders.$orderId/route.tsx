import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatRupees } from "~/components/admin/customer-options";
import { CHANNEL_OPTIONS } from "~/components/admin/payment-link-channels";
import { AdminField, AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import {
  CONFIRMED_BY_SHOPPER,
  MOVE_LABELS,
  ORDER_STATUS_LABELS,
  type OrderDetail,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  TIMELINE_ENTRY_TITLES,
  type TimelineEntry,
  actorName,
  orderActionLinks,
} from "~/admin/orders/orders/order-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { DocumentLinks } from "~/components/tax-document/document-links";
import type { OrderDocuments } from "@api/contract/schemas/customer-orders";
import { type NoInvoiceReason, whyNoInvoice } from "~/components/tax-document/why-no-invoice";
import { adminApi } from "~/lib/admin/api.server";
import { orderMoveSchema, orderNoteSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import type { OrderStatus } from "@api/validation/order-states";
import * as css from "@styles/admin/admin.css";
import * as orderCss from "@styles/admin/orders.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta: MetaFunction = ({ params }) => adminMeta(`Order ${params.orderId ?? ""}`.trim());

const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const [answer, documents] = await Promise.all([
    adminApi<OrderDetail>({ request, ...auth }, orderPath(params.orderId ?? "")),
    adminApi<OrderDocuments>({ request, ...auth }, `${orderPath(params.orderId ?? "")}/documents`),
  ]);
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ order: answer.body, documents: documents.status === 200 ? documents.body : null }, auth.session);
}

/**
 * intent=note adds an internal note; intent=move makes one status move (`to`) with its note;
 * intent=balance-link sends the shopper a payment link for what an edit left due. A
 * move refused with 409 (a colleague moved the order first) reloads the page as the order now
 * stands, with the reason; a refused field keeps what was typed beside its error.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const orderId = params.orderId ?? "";
  const here = `/admin/orders/${encodeURIComponent(orderId)}`;

  if (intent === "note" || intent === "move") {
    const submission = parseWithZod(formData, { schema: intent === "note" ? orderNoteSchema : orderMoveSchema });
    const to = String(formData.get("to") ?? "");
    if (submission.status !== "success") {
      const result = submission.reply();
      const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the form.";
      return adminData({ intent, to, result, toast: { type: "error" as const, message } }, auth.session, {
        status: 400,
      });
    }
    const path = `${orderPath(orderId)}/${intent === "note" ? "notes" : "status"}`;
    const answer = await adminApi({ request, ...auth }, path, { method: "POST", body: submission.value });
    if (answer.status === 409) {
      return adminRedirect(here, auth.session, {
        type: "error",
        message: `${answer.message}: the order was changed before your move. It is shown as it is now.`,
      });
    }
    if (answer.status !== 200) {
      return adminData(
        { intent, to, result: replyFromApi(submission, answer, ["note"]), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  }
  if (intent === "balance-link") {
    // The channel is a select with a default, so only a forged post lacks one: the API's message says so.
    const answer = await adminApi({ request, ...auth }, `${orderPath(orderId)}/balance-link`, {
      method: "POST",
      body: { channel: formData.get("channel") },
    });
    return adminRedirect(here, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  return unknownIntent(here, auth.session);
}

/** One status move's form: its button and an optional note (a cancellation's reason is required). */
function MoveForm({
  to,
  result,
  pending,
}: {
  to: OrderStatus;
  result?: SubmissionResult<string[]> | null;
  pending: boolean;
}) {
  const form = useAdminForm(`move-${to}`, result);
  const cancelling = to === "CANCELLED";
  const headingId = `move-${to}-heading`;
  return (
    <div className={orderCss.move} role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{MOVE_LABELS[to]}</h3>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby={headingId}>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="to" value={to} />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <AdminField
          label={cancelling ? "Reason for cancelling" : "Note (optional)"}
          hint={cancelling ? "The shopper is told it." : "Kept on the timeline."}
          errors={form.errors("note")}
          inputProps={{ ...form.field("note"), autoComplete: "off", maxLength: 1000, required: cancelling }}
        />
        <AdminSubmit pending={pending} className={cancelling ? css.dangerButton : undefined}>
          {MOVE_LABELS[to]}
        </AdminSubmit>
      </Form>
    </div>
  );
}

function timelineTitle(entry: TimelineEntry) {
  if (entry.kind !== "status") return TIMELINE_ENTRY_TITLES[entry.kind];
  if (!entry.to) return "Status changed";
  return entry.from
    ? `${ORDER_STATUS_LABELS[entry.from]} to ${ORDER_STATUS_LABELS[entry.to]}`
    : ORDER_STATUS_LABELS[entry.to];
}

const orNone = (value: string | null) => value || "None";

/** Why the order has no tax invoice, as staff read it. */
const NO_INVOICE_TEXT: Record<NoInvoiceReason, string> = {
  cancelled: "No tax invoice: the order was cancelled before it shipped, so none is issued.",
  not_shipped: "No tax invoice yet: it is issued when the order ships.",
  not_issued: "No tax invoice was issued for this order.",
};

/** One order, all staff need to handle it: lines and money, shopper and address, payment, courier, timeline and moves. */
export default function AdminOrder() {
  const { order, documents } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = (intent: string, to?: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (to === undefined || navigation.formData?.get("to") === to);
  const noteForm = useAdminForm("order-note", answered?.intent === "note" ? answered.result : undefined);
  const address = order.shippingAddress;
  const actions = orderActionLinks(order);

  return (
    <>
      <p>
        <Link to="/admin/orders">Back to orders</Link>
      </p>
      <h1>Order {order.orderId}</h1>
      <p className={css.lead}>
        {ORDER_STATUS_LABELS[order.orderStatus]}. Placed {formatDateTime(order.createdAt)}.
        {order.takenBy ? ` Taken by ${order.takenBy}.` : ""}
      </p>

      {order.balanceDue > 0 && order.orderStatus !== "CANCELLED" ? (
        <div className={css.notice}>
          <p>
            {formatRupees(order.balanceDue)} is due from the shopper after an edit: the order cannot be packed or
            shipped until it is paid.
          </p>
          <Form method="post" aria-label={`Ask for the ${formatRupees(order.balanceDue)} due`}>
            <input type="hidden" name="intent" value="balance-link" />
            <AdminSelect
              label="Send a payment link by"
              options={CHANNEL_OPTIONS}
              selectProps={{ id: "balance-link-channel", name: "channel", defaultValue: "sms" }}
            />
            <AdminSubmit pending={submitting("balance-link")}>Send payment link</AdminSubmit>
          </Form>
        </div>
      ) : null}

      <section className={css.section} aria-labelledby="moves-heading">
        <h2 id="moves-heading" className={css.sectionTitle}>
          Status
        </h2>
        {order.moves.length === 0 ? (
          <p>No status button applies to an order that is {ORDER_STATUS_LABELS[order.orderStatus].toLowerCase()}.</p>
        ) : (
          <div className={orderCss.moves}>
            {order.moves.map((to) => (
              <MoveForm
                key={to}
                to={to}
                pending={submitting("move", to)}
                result={answered?.intent === "move" && answered.to === to ? answered.result : undefined}
              />
            ))}
          </div>
        )}
        {/* Screens of their own (shipping with the courier, refunds) add their links in orderActionLinks. */}
        {actions.length ? (
          <ul aria-label="Other actions">
            {actions.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className={css.section} aria-labelledby="lines-heading">
        <h2 id="lines-heading" className={css.sectionTitle}>
          Items
        </h2>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">SKU</th>
              <th scope="col">Variant</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.sku}>
                <th scope="row">{line.name}</th>
                <td data-label="SKU" className={css.breakable}>
                  {line.sku}
                </td>
                <td data-label="Variant">{[line.colour, line.size].filter(Boolean).join(", ") || "None"}</td>
                <td data-label="Quantity">{line.quantity}</td>
                <td data-label="Unit price">{formatRupees(line.unitPrice)}</td>
                <td data-label="Line total">{formatRupees(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={css.details}>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
          <dt>Delivery</dt>
          <dd>{order.delivery === 0 ? "Free" : formatRupees(order.delivery)}</dd>
          <dt>Coupon</dt>
          <dd>{order.couponCode ? `${order.couponCode} (${formatRupees(order.discount)} off)` : "None"}</dd>
          <dt>Total</dt>
          <dd>
            <strong>{formatRupees(order.total)}</strong>
          </dd>
          {order.balanceDue > 0 ? (
            <>
              <dt>Due from the shopper</dt>
              <dd>{formatRupees(order.balanceDue)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className={css.section} aria-labelledby="shopper-heading">
        <h2 id="shopper-heading" className={css.sectionTitle}>
          Shopper and delivery
        </h2>
        <dl className={css.details}>
          <dt>Customer</dt>
          <dd>
            <Link to={`/admin/customers/${order.customer._id}`}>
              {order.customer.name ?? order.customer.mobile ?? order.customer.email ?? "Customer"}
            </Link>
          </dd>
          <dt>Account mobile</dt>
          <dd>{orNone(order.customer.mobile)}</dd>
          <dt>Account email</dt>
          <dd>{orNone(order.customer.email)}</dd>
          {order.buyerGstin ? (
            <>
              <dt>Business buyer</dt>
              <dd>
                {order.buyerBusinessName}
                <br />
                GSTIN {order.buyerGstin}
              </dd>
            </>
          ) : null}
          <dt>Deliver to</dt>
          <dd>
            <address className={orderCss.address}>
              {address.name}
              <br />
              {[address.address, address.landmark, address.locality].filter(Boolean).join(", ")}
              <br />
              {address.city}, {address.state} {address.pincode}
              <br />
              {address.mobile}
              {address.email ? (
                <>
                  <br />
                  {address.email}
                </>
              ) : null}
            </address>
          </dd>
        </dl>
      </section>

      <section className={css.section} aria-labelledby="payment-heading">
        <h2 id="payment-heading" className={css.sectionTitle}>
          Payment
        </h2>
        <dl className={css.details}>
          <dt>Method</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.payment.method]}</dd>
          <dt>Status</dt>
          <dd>{PAYMENT_STATUS_LABELS[order.payment.status]}</dd>
          {order.payment.codConfirmedAt ? (
            <>
              <dt>{CONFIRMED_BY_SHOPPER}</dt>
              <dd>{formatDateTime(order.payment.codConfirmedAt)}, from the link in their message</dd>
            </>
          ) : null}
          <dt>Gateway order id</dt>
          <dd>{orNone(order.payment.gatewayOrderId)}</dd>
          <dt>Gateway payment id</dt>
          <dd>{orNone(order.payment.gatewayPaymentId)}</dd>
          <dt>Paid</dt>
          <dd>{order.payment.paidAt ? formatDateTime(order.payment.paidAt) : "Not yet"}</dd>
          {order.cancelledAt ? (
            <>
              <dt>Cancelled</dt>
              <dd>
                {formatDateTime(order.cancelledAt)}
                {order.cancelMessage ? `: ${order.cancelMessage}` : ""}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className={css.section} aria-labelledby="courier-heading">
        <h2 id="courier-heading" className={css.sectionTitle}>
          Courier
        </h2>
        <dl className={css.details}>
          <dt>AWB</dt>
          <dd>
            {order.courier.trackingUrl && order.courier.awb ? (
              <a href={order.courier.trackingUrl}>{order.courier.awb}</a>
            ) : (
              orNone(order.courier.awb)
            )}
          </dd>
          <dt>Courier</dt>
          <dd>{orNone(order.courier.courierName)}</dd>
          <dt>Shipped</dt>
          <dd>{order.courier.shippedAt ? formatDateTime(order.courier.shippedAt) : "Not yet"}</dd>
          <dt>Delivered</dt>
          <dd>{order.courier.deliveredAt ? formatDateTime(order.courier.deliveredAt) : "Not yet"}</dd>
          <dt>Courier order id</dt>
          <dd>{orNone(order.courier.couriertOrderId)}</dd>
          <dt>Channel order id</dt>
          <dd>{orNone(order.courier.couriertChannelOrderId)}</dd>
          <dt>Shipment id</dt>
          <dd>{orNone(order.courier.couriertShipmentId)}</dd>
        </dl>
      </section>

      <section className={css.section} aria-labelledby="tax-documents-heading">
        <h2 id="tax-documents-heading" className={css.sectionTitle}>
          Tax invoice and credit notes
        </h2>
        {documents ? (
          <DocumentLinks
            documents={documents}
            hrefOf={(doc) => `/admin/orders/${encodeURIComponent(order.orderId)}/documents/${doc._id}`}
            noInvoice={NO_INVOICE_TEXT[whyNoInvoice(order.orderStatus)]}
          />
        ) : (
          <p>The order&apos;s tax documents could not be read; reload the page.</p>
        )}
      </section>

      <section className={css.section} aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className={css.sectionTitle}>
          Timeline
        </h2>
        <ol className={orderCss.timeline} aria-labelledby="timeline-heading">
          {order.staffTimeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{timelineTitle(entry)}</strong>
              <br />
              <span className={orderCss.when}>
                {actorName(entry.actor)}, <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </span>
              {entry.note ? <p className={orderCss.note}>{entry.note}</p> : null}
            </li>
          ))}
        </ol>
        <h3 id="note-heading">Add an internal note</h3>
        <Form method="post" key={noteForm.key} {...noteForm.formProps} aria-labelledby="note-heading">
          <input type="hidden" name="intent" value="note" />
          <AdminFormErrors id={noteForm.formErrorId} errors={noteForm.formErrors} />
          <AdminField
            label="Note"
            hint="Only staff see it."
            errors={noteForm.errors("note")}
            inputProps={{ ...noteForm.field("note"), autoComplete: "off", maxLength: 1000, required: true }}
          />
          <AdminSubmit pending={submitting("note")}>Add note</AdminSubmit>
        </Form>
      </section>
    </>
  );
}
