import {
  idempotencyKeyInput,
  type listQuery,
  type orderRequestBody,
  type ownOrderDocumentParam,
  type ownOrderParam,
} from "./customer-orders.schemas";
import type { AppContext } from "@api/context";
import { ok, okList } from "@api/lib/envelope";
import { type ValidatedContext, parseOrThrow } from "@api/lib/validation";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import type { cancelOrderSchema } from "@api/validation/schemas";
import {
  cancelOrder as cancelOwnOrder,
  findOrderByKey,
  findOwnOrder,
  parseOrderRequest,
  placeOrder,
} from "./customer-orders.service";
import { type OrderRow, loadOrderDetails, loadOrderView, ownOrdersPage } from "./order-view";
import { PricesChangedError } from "./pricing";
import { pdfResponse } from "../tax-documents/document-pdf";
import { taxDocumentOf, taxDocumentsOf } from "../tax-documents/document-view";

const ORDER_PLACED = "Order placed successfully";
const ORDER_AWAITS_PAYMENT = "Order created. Complete the payment to place it.";
const ORDER_CANCELLED = "Order cancelled successfully";
export const ORDER_RESUMED = "This order is already waiting for your payment. Complete the payment to place it.";

/** The Idempotency-Key header, or idempotencyKey in the body (what a plain form can send). */
function idempotencyKeyOf(c: AppContext, body: Record<string, unknown>) {
  const value = c.req.header("idempotency-key") ?? body.idempotencyKey;
  if (value === undefined || value === null || value === "") return undefined;
  return parseOrThrow(idempotencyKeyInput, { idempotencyKey: value }).idempotencyKey;
}

const placedMessage = (order: { orderStatus: OrderRow["orderStatus"] }) =>
  order.orderStatus === "PAYMENT_PENDING" ? ORDER_AWAITS_PAYMENT : ORDER_PLACED;

async function replay(c: AppContext, order: OrderRow) {
  c.header("Idempotent-Replayed", "true");
  const view = await loadOrderView(c.get("deps").db, order, c.get("deps").clock.now());
  return ok(c, view, placedMessage(order));
}

/** POST /customerOrders */
export async function createOrder(c: ValidatedContext<{ json: typeof orderRequestBody }>) {
  const deps = c.get("deps");
  const customer = c.get("customer");
  const body = c.req.valid("json");
  const key = idempotencyKeyOf(c, body);
  if (key) {
    const earlier = await findOrderByKey(deps.db, customer.id, key);
    if (earlier) return replay(c, earlier);
  }
  const { input, shipping } = await parseOrderRequest(deps.db, customer.id, body);
  let placed;
  try {
    placed = await placeOrder(deps, customer.id, input, shipping, key);
  } catch (err) {
    if (err instanceof PricesChangedError) {
      return c.json({ status: 409, code: err.code, message: err.message, body: err.figures, errors: err.errors }, 409);
    }
    throw err;
  }
  if (placed) return ok(c, placed.view, placed.resumed ? ORDER_RESUMED : placedMessage(placed.view));
  // The key was taken, by an earlier press or by a twin that has just committed.
  const earlier = key ? await findOrderByKey(deps.db, customer.id, key) : undefined;
  if (!earlier) throw new Error("An order's idempotency key was taken, yet no order holds it");
  return replay(c, earlier);
}

/** GET /customerOrders?page=&limit= : the caller's orders, newest first. */
export async function listOrders(c: ValidatedContext<{ query: typeof listQuery }>) {
  const { db, clock } = c.get("deps");
  const { page, limit } = c.req.valid("query");
  const { views, total } = await ownOrdersPage(db, c.get("customer").id, { page, limit }, clock);
  return okList(c, views, { page, limit, totalRecords: total });
}

type OwnOrder = { param: typeof ownOrderParam };

/** GET /customerOrders/:id (the _id or the orderId), with the order's timeline. */
export async function getOrder(c: ValidatedContext<OwnOrder>) {
  const { db, clock } = c.get("deps");
  const order = await findOwnOrder(db, c.get("customer").id, c.req.valid("param").id);
  return ok(c, await loadOrderDetails(db, order, clock.now()));
}

/** GET /customerOrders/:id/documents: the order's GST tax invoice (once shipped) and credit notes. */
export async function getOrderDocuments(c: ValidatedContext<OwnOrder>) {
  const { db } = c.get("deps");
  const order = await findOwnOrder(db, c.get("customer").id, c.req.valid("param").id);
  return ok(c, await taxDocumentsOf(db, order));
}

/** GET /customerOrders/:id/documents/:documentId/pdf: one of them as a PDF download. */
export async function getOrderDocumentPdf(c: ValidatedContext<{ param: typeof ownOrderDocumentParam }>) {
  const { db } = c.get("deps");
  const { id, documentId } = c.req.valid("param");
  const order = await findOwnOrder(db, c.get("customer").id, id);
  return pdfResponse(await taxDocumentOf(db, order, documentId));
}

/** PUT /customerOrders/cancel/:id {cancelMessage} */
export async function cancelOrder(c: ValidatedContext<OwnOrder & { json: typeof cancelOrderSchema }>) {
  const { cancelMessage } = c.req.valid("json");
  const view = await cancelOwnOrder(c.get("deps"), c.get("customer").id, c.req.valid("param").id, cancelMessage);
  // A paid order's refund was written with the cancellation; now the gateway is asked.
  await queueRefundsOf(c.get("deps"), view._id);
  return ok(c, view, ORDER_CANCELLED);
}
