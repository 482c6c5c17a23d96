import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { AddressBlock } from "~/components/account/address-block";
import { Invoice } from "~/components/account/invoice";
import { OrderLines, OrderTotals } from "~/components/account/order-lines";
import { OrderSummary } from "~/components/account/order-summary";
import { OrderRefunds } from "~/components/account/order-refunds";
import { PrintOrderSummary } from "~/components/account/print-order-summary";
import { DocumentLinks, PdfLink } from "~/components/tax-document/document-links";
import type { OrderDocuments } from "@api/contract/schemas/customer-orders";
import { documentTitle } from "~/components/tax-document/document-title";
import { type NoInvoiceReason, whyNoInvoice } from "~/components/tax-document/why-no-invoice";
import { OrderTimeline, ShipmentDetails } from "~/components/order-tracking/order-progress";
import { type OrderDetails as Order, type SupportContacts, accountMeta, supportLinks } from "~/lib/account";
import { bodyOrThrow, customerApi } from "~/lib/account.server";
import { apiFetch } from "~/lib/api.server";
import { expiredSignIn, requireSignedIn } from "~/lib/auth.server";
import { PaymentHandoff } from "~/components/checkout/payment-handoff";
import type { PaymentHandoff as PaymentHandoffData } from "~/components/checkout/types";
import { SubmitButton } from "~/components/forms/submit-button";
import { fetchOrder, rememberOrder, startPayment } from "~/lib/payment.server";
import { PRIVATE_NO_STORE, redirectWithSession } from "~/lib/responses.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import type { SellerDetails, Settings } from "@api/contract/schemas/site-content";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountMeta(data ? `${data.invoiceView ? "Invoice" : "Order"} ${data.order.orderId}` : "Order details");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const [orderEnvelope, settings, seller, documentsEnvelope] = await Promise.all([
    customerApi<Order>(request, customer, `/customerOrders/${encodeURIComponent(params.orderId ?? "")}`),
    apiFetch<Pick<Settings, "contactUs">>("/settings", { request, shared: true }),
    apiFetch<SellerDetails>("/sellerDetails", { request, shared: true }),
    customerApi<OrderDocuments>(
      request,
      customer,
      `/customerOrders/${encodeURIComponent(params.orderId ?? "")}/documents`,
    ),
  ]);
  // Another customer's order is a 404 at the API, and so it is here: nothing says it exists.
  const order = bodyOrThrow(orderEnvelope, "the order");
  // Without the settings the page still shows the order, only without the support links.
  const contacts: SupportContacts = settings.status === 200 ? (settings.body.contactUs ?? {}) : {};
  return {
    order,
    support: supportLinks(order.orderId, contacts),
    supportMobile: contacts.supportMobile ?? null,
    supportEmail: contacts.supportEmail ?? null,
    /** The invoice's sender: the owner's GST settings; until they are saved, the registered office. */
    seller: seller.status === 200 ? seller.body : null,
    invoiceView: new URL(request.url).searchParams.has("invoice"),
    documents: bodyOrThrow(documentsEnvelope, "the order's tax documents"),
  };
}

type ActionData = { payment?: PaymentHandoffData; error?: string };

export const shouldRevalidate = revalidateAfterRefusal;

/**
 * 'Pay now' for an order awaiting its payment: the same payment step as checkout's, for this
 * order (never a new one). The API refuses an order that can no longer be paid and says why.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { token, session } = await requireSignedIn(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "pay-now") throw new Response("Unknown form", { status: 400 });
  const answer = await fetchOrder(request, token, params.orderId ?? "");
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) throw new Response("Not found", { status: 404 });
  const order = answer.body;
  const started = await startPayment(request, token, order);
  if (started.ok) return data<ActionData>({ payment: started.payment }, { headers: PRIVATE_NO_STORE });
  if (started.code === "ORDER_ALREADY_PAID") {
    rememberOrder(session, order, "paid");
    return redirectWithSession("/thank-you", session);
  }
  return data<ActionData>({ error: started.message }, { status: started.status >= 500 ? 502 : 409 });
}

/** Where a delivered order's returns page is offered, and what its link says. */
const RETURN_LINK_TEXT: Partial<Record<Order["orderStatus"], string>> = {
  DELIVERED: "Return items",
  RETURN_REQUESTED: "See your return",
  RETURN_APPROVED: "See your return",
  RETURN_REJECTED: "Returns",
  RETURNED: "Returns",
};

/** The shopper's own addresses name the order by its number, as they read it (FS100004). */
const orderHref = (order: Pick<Order, "orderId">, page = "orderDetails") =>
  `/my-account/${page}/${encodeURIComponent(order.orderId)}`;
const documentHref = (order: Pick<Order, "orderId">, doc: { _id: string }) =>
  `${orderHref(order, "taxDocuments")}/${encodeURIComponent(doc._id)}`;

export default function OrderDetails() {
  const { order, seller, invoiceView, documents } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const detailsHref = orderHref(order);
  const taxInvoice = documents.invoice;

  if (actionData?.payment) return <PaymentHandoff payment={actionData.payment} />;

  if (invoiceView) {
    return (
      <>
        <div className={css.screenOnly}>
          <p>To print this invoice or save it as a PDF, use your browser&apos;s print (Ctrl+P, or ⌘P on a Mac).</p>
          <div className={css.actions}>
            <Link to={detailsHref} className={css.button.secondary}>
              Back to order details
            </Link>
            <PrintOrderSummary />
          </div>
        </div>
        <Invoice order={order} seller={seller} Heading="h1" taxInvoice={taxInvoice} />
      </>
    );
  }

  return (
    <>
      <div className={css.screenOnly}>
        <h1>Order {order.orderId}</h1>
        <OrderSummary order={order} />
        {actionData?.error ? (
          <p role="alert" className={css.formError}>
            {actionData.error}
          </p>
        ) : null}
        {order.canPay ? <p>This order is waiting for your payment. It is placed once paid.</p> : null}
        <div className={css.actions} role="group" aria-label={`What you can do with order ${order.orderId}`}>
          {order.canPay ? (
            <Form method="post">
              <input type="hidden" name="intent" value="pay-now" />
              <SubmitButton
                className={css.button.primary}
                pending={navigation.state !== "idle" && navigation.formData?.get("intent") === "pay-now"}
                pendingLabel="Starting payment…"
              >
                Pay now
              </SubmitButton>
            </Form>
          ) : null}
          {order.canCancel ? (
            <Link to={orderHref(order, "cancelOrder")} className={css.button.danger}>
              Cancel Order
            </Link>
          ) : null}
          {RETURN_LINK_TEXT[order.orderStatus] ? (
            <Link to={orderHref(order, "returns")} className={css.button.secondary}>
              {RETURN_LINK_TEXT[order.orderStatus]}
            </Link>
          ) : null}
          {taxInvoice ? (
            <>
              <Link to={documentHref(order, taxInvoice)} className={css.button.primary}>
                {documentTitle(taxInvoice)}
              </Link>
              <PdfLink
                doc={taxInvoice}
                href={`${documentHref(order, taxInvoice)}.pdf`}
                className={css.button.secondary}
              />
            </>
          ) : null}
          <PrintOrderSummary summaryHref={`${detailsHref}?invoice`} />
        </div>
        <section aria-labelledby="progress-heading" className={css.section}>
          <h2 id="progress-heading">Progress</h2>
          <p className={css.muted}>Dates and times are India time (IST).</p>
          <OrderTimeline steps={order.timeline} label={`Progress of order ${order.orderId}`} />
          {order.awb ? (
            <ShipmentDetails
              shipment={{ awb: order.awb, courierName: order.courierName, trackingUrl: order.trackingUrl }}
            />
          ) : null}
        </section>
        <OrderRefunds order={order} />
        <section aria-labelledby="items-heading" className={css.section}>
          <h2 id="items-heading">Items</h2>
          <OrderLines order={order} caption={`Items of order ${order.orderId}`} />
          <OrderTotals order={order} />
        </section>
        <TaxDocumentsSection />
        <section aria-labelledby="shipping-heading" className={css.section}>
          <h2 id="shipping-heading">Shipping address</h2>
          <AddressBlock address={order.shippingAddress} />
        </section>
        {order.buyerGstin ? (
          <section aria-labelledby="business-heading" className={css.section}>
            <h2 id="business-heading">Business buyer</h2>
            <p>
              {order.buyerBusinessName}
              <br />
              GSTIN {order.buyerGstin}
            </p>
          </section>
        ) : null}
        <SupportSection />
        <p>
          <Link to="/my-account/orders">Back to Orders History</Link>
        </p>
      </div>
      <Invoice order={order} seller={seller} Heading="h2" taxInvoice={taxInvoice} className={css.printOnly} />
    </>
  );
}

/** Why the shopper's order has no tax invoice, in their words. */
const NO_INVOICE_TEXT: Record<NoInvoiceReason, string> = {
  cancelled: "No tax invoice: this order was cancelled before it shipped, and none is issued for it.",
  not_shipped: "Your GST tax invoice is issued when your order ships.",
  not_issued: "No GST tax invoice was issued for this order. Ask us for one through the support links on this page.",
};

/** The GST tax invoice (issued when the order ships) and the credit notes of its refunds. */
function TaxDocumentsSection() {
  const { order, documents } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tax-documents-heading" className={css.section}>
      <h2 id="tax-documents-heading">Tax invoice and credit notes</h2>
      <DocumentLinks
        documents={documents}
        hrefOf={(doc) => documentHref(order, doc)}
        noInvoice={NO_INVOICE_TEXT[whyNoInvoice(order.orderStatus)]}
      />
    </section>
  );
}

function SupportSection() {
  const { order, support, supportMobile, supportEmail } = useLoaderData<typeof loader>();
  if (!support.call && !support.whatsapp && !support.email) return null;
  return (
    <section aria-labelledby="help-heading" className={css.section}>
      <h2 id="help-heading">Need help with this order?</h2>
      <p>Quote your order number {order.orderId} and our team will help you.</p>
      <ul className={css.supportList}>
        {support.call ? (
          <li>
            <a href={support.call} className={css.button.secondary}>
              Call {supportMobile}
            </a>
          </li>
        ) : null}
        {support.whatsapp ? (
          <li>
            <a href={support.whatsapp} className={css.button.secondary} target="_blank" rel="noopener noreferrer">
              WhatsApp us<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
        {support.email ? (
          <li>
            <a href={support.email} className={css.button.secondary}>
              Email {supportEmail}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
