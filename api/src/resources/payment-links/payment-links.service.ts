/**
 * Payment links (issue 17): a signed link that asks a customer to pay an amount on an order
 * through the gateway's hosted page, sent by SMS, WhatsApp or email. Two purposes:
 * - "draft": the whole of an order staff took by phone. The order was placed awaiting payment
 *   (its stock taken, as a shopper's online checkout takes it), so the link expires with the
 *   shop's payment-pending hold (PENDING_PAYMENT_TTL_MINUTES) and the same sweeper releases it;
 *   paid, it becomes an ordinary placed order.
 * - "balance": more money on an order already placed (an edit that raised its total). No stock
 *   is held; paid, the order's timeline says so.
 * One gateway order per link. For a draft the order carries the same gateway order id, so the
 * shop's payment webhook and its sweeper settle it as they settle any online order.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx, Tx } from "@api/db/client";
import { orders, paymentLinks, type PaymentLinkPurpose } from "@api/db/schema";
import { ApiError, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { rupeesLabel, toRupees } from "@api/lib/money";
import { GatewayError, type HostedCheckout } from "@api/services/payments/gateway";
import type { PaymentLinkChannel } from "@api/validation/draft-orders";
import { itemsOfOrders } from "../customer-orders/order-view";
import { type OrderActor, recordOrderNote } from "../order-lifecycle/order-events";
import { markOrderFailed, markOrderPaid } from "../payments/payments.service";
import { settleBalanceDue } from "@api/resources/admin/orders/order-edits/balance-due";
import { paymentLinkToken, readPaymentLinkToken } from "./payment-link-token";

/** How long a balance link works: it holds no stock, so it may wait for the customer. */
const BALANCE_LINK_TTL_HOURS = 72;

const LINK_NOT_FOUND = "This payment link is not valid";
const LINK_VERIFICATION_FAILED = "Payment verification failed";
const GATEWAY_DOWN = "The payment service is not answering. Please try again in a moment.";

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export type CreatePaymentLinkInput = {
  /** The order's internal id (orders.id). */
  orderId: string;
  amountPaise: number;
  purpose: PaymentLinkPurpose;
  channel: PaymentLinkChannel;
  /** Who asked for it, for the timeline; the shop's machinery when absent. */
  actor?: OrderActor;
};

export type CreatedPaymentLink = {
  id: string;
  token: string;
  /** The storefront page the customer opens. */
  url: string;
  orderNumber: string;
  amountPaise: number;
  channel: PaymentLinkChannel;
  recipient: string;
  expiresAt: Date;
};

export const paymentLinkUrl = (env: Pick<AppDeps["env"], "STOREFRONT_URL" | "ORDER_LINK_SECRET">, linkId: string) =>
  new URL(`/pay/${paymentLinkToken(env.ORDER_LINK_SECRET, linkId)}`, env.STOREFRONT_URL).toString();

/**
 * Writes a payment link for `amountPaise` on an order, inside the caller's transaction, and notes
 * it on the order's timeline. Send it with `sendPaymentLink` once the transaction has committed.
 * A draft's link expires with its order's stock hold; a balance link after BALANCE_LINK_TTL_HOURS.
 */
export async function createPaymentLink(
  tx: DbOrTx,
  deps: Pick<AppDeps, "env" | "clock">,
  input: CreatePaymentLinkInput,
): Promise<CreatedPaymentLink> {
  const now = deps.clock.now();
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw notFound("Order");
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new ApiError(400, "The amount must be more than 0");
  const expiresAt =
    input.purpose === "draft"
      ? new Date(order.stockReservedAt.getTime() + deps.env.PENDING_PAYMENT_TTL_MINUTES * 60_000)
      : new Date(now.getTime() + BALANCE_LINK_TTL_HOURS * 3_600_000);
  const recipient = input.channel === "email" ? order.shippingAddress.email : order.shippingAddress.mobile;
  const id = newId();
  await tx.insert(paymentLinks).values({
    id,
    orderId: order.id,
    purpose: input.purpose,
    amountPaise: input.amountPaise,
    channel: input.channel,
    recipient,
    expiresAt,
    createdByStaffId: input.actor?.type === "staff" ? input.actor.id : null,
    createdAt: now,
  });
  await recordOrderNote(tx, {
    orderId: order.id,
    note: `Payment link for ${rupeesLabel(input.amountPaise)} sent by ${input.channel === "sms" ? "SMS" : input.channel === "whatsapp" ? "WhatsApp" : "email"} to ${recipient}`,
    actor: input.actor ?? { type: "system", name: "Shop" },
    at: now,
  });
  return {
    id,
    token: paymentLinkToken(deps.env.ORDER_LINK_SECRET, id),
    url: paymentLinkUrl(deps.env, id),
    orderNumber: order.orderId,
    amountPaise: input.amountPaise,
    channel: input.channel,
    recipient,
    expiresAt,
  };
}

const UNTIL = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * Sends a link made by createPaymentLink. Called after the commit: a message never names a link
 * that was rolled back. A failure is logged, not thrown: the link stands, and staff see its
 * address on the draft to pass on another way.
 */
export async function sendPaymentLink(deps: Pick<AppDeps, "messenger" | "logger">, link: CreatedPaymentLink) {
  const amount = rupeesLabel(link.amountPaise);
  const until = UNTIL.format(link.expiresAt);
  const body = `Woodnest: please pay ${amount} for order ${link.orderNumber} here: ${link.url} (the link works until ${until}).`;
  try {
    await deps.messenger.send({
      channel: link.channel,
      to: link.recipient,
      subject: `Pay ${amount} for your Woodnest order ${link.orderNumber}`,
      body,
      template: { key: "payment_link", parameters: [link.orderNumber, amount, link.url, until] },
    });
    return true;
  } catch (error) {
    deps.logger.error("payment_links.send_failed", { linkId: link.id, error: String(error) });
    return false;
  }
}

async function findLink(db: DbOrTx, secret: string, token: string) {
  const linkId = readPaymentLinkToken(secret, token);
  const [link] = linkId ? await db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId)) : [];
  if (!link) throw new ApiError(404, LINK_NOT_FOUND);
  return link;
}

export type PaymentLinkState = "open" | "paid" | "expired";

/**
 * A draft's link is paid when its order is (the webhook may have settled the order first), and
 * over once its order no longer waits for payment (the sweeper released it).
 */
export function linkState(link: PaymentLinkRow, order: typeof orders.$inferSelect, now: Date): PaymentLinkState {
  if (link.paidAt || (link.purpose === "draft" && order.paymentStatus === "PAID")) return "paid";
  if (now.getTime() >= link.expiresAt.getTime()) return "expired";
  if (link.purpose === "draft" && order.orderStatus !== "PAYMENT_PENDING") return "expired";
  return "open";
}

/**
 * Records a payment on a link, once (the link row is locked). A draft's order is marked paid by
 * the shop's own rule (markOrderPaid: paid late after its hold was released, it takes the stock
 * again or is refunded; paid, its draft is placed). A balance clears what an edit left due
 * (settleBalanceDue), or, when nothing is due any more, is noted on the timeline.
 */
export async function markLinkPaid(tx: Tx, linkId: string, paymentId: string | null, now: Date) {
  const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, linkId)).for("update");
  if (!link) throw new ApiError(404, LINK_NOT_FOUND);
  if (!link.paidAt) {
    await tx.update(paymentLinks).set({ paidAt: now, gatewayPaymentId: paymentId }).where(eq(paymentLinks.id, link.id));
  }
  if (link.purpose === "draft") return (await markOrderPaid(tx, link.orderId, paymentId, now)).outcome;
  if (link.paidAt) return "paid" as const;
  // The money joins what was paid online, so refunds may give it back (from this link's payment: refunds.service).
  await tx
    .update(orders)
    .set({
      paidOnlinePaise: sql`coalesce(${orders.paidOnlinePaise}, ${orders.totalPaise} - ${link.amountPaise}) + ${link.amountPaise}`,
    })
    .where(eq(orders.id, link.orderId));
  // A balance an edit left due is cleared by its payment (the order may then be packed).
  const [{ balanceDuePaise }] = await tx
    .select({ balanceDuePaise: orders.balanceDuePaise })
    .from(orders)
    .where(eq(orders.id, link.orderId));
  if (balanceDuePaise > 0) {
    await settleBalanceDue(tx, link.orderId, link.amountPaise, now);
  } else {
    await recordOrderNote(tx, {
      orderId: link.orderId,
      note: `Balance of ${rupeesLabel(link.amountPaise)} paid through its payment link${paymentId ? ` (payment ${paymentId})` : ""}`,
      actor: { type: "gateway", name: "Payment gateway" },
      at: now,
    });
  }
  return "paid" as const;
}

async function askGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GatewayError) throw new ApiError(502, GATEWAY_DOWN);
    throw err;
  }
}

/** One gateway order per link, made when the customer first opens it; a draft's order carries it too. */
async function ensureGatewayOrder(deps: Pick<AppDeps, "db" | "gateway">, link: PaymentLinkRow, orderNumber: string) {
  if (link.gatewayOrderId) return link.gatewayOrderId;
  const created = await askGateway(() => deps.gateway.createOrder({ amount: link.amountPaise, receipt: orderNumber }));
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .update(paymentLinks)
      .set({ gatewayOrderId: created.id })
      .where(and(eq(paymentLinks.id, link.id), isNull(paymentLinks.gatewayOrderId)))
      .returning({ gatewayOrderId: paymentLinks.gatewayOrderId });
    // A concurrent opening stored its own first; use that one.
    const gatewayOrderId =
      stored?.gatewayOrderId ??
      (await tx.select().from(paymentLinks).where(eq(paymentLinks.id, link.id)))[0].gatewayOrderId!;
    // The newest link's gateway order is the order's (the sweeper asks the gateway about it); an
    // older link's late payment still finds its order through the link (the webhook looks there too).
    if (link.purpose === "draft") await tx.update(orders).set({ gatewayOrderId }).where(eq(orders.id, link.orderId));
    return gatewayOrderId;
  });
}

/**
 * A link past its time whose order still holds stock: the gateway is asked first (a payment whose
 * callback never came is recorded), otherwise the order gives its stock back now, as the
 * sweeper would at its next run.
 */
async function settleExpired(deps: Pick<AppDeps, "db" | "gateway" | "env">, link: PaymentLinkRow, now: Date) {
  const gatewayOrderId = link.gatewayOrderId;
  const paid = gatewayOrderId ? await askGateway(() => deps.gateway.isOrderPaid(gatewayOrderId)) : false;
  // The sweeper's own rule: only a hold older than the limit goes, so an old link read after a
  // new one was sent leaves the new hold alone.
  const staleBefore = new Date(now.getTime() - deps.env.PENDING_PAYMENT_TTL_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    if (paid) await markLinkPaid(tx, link.id, null, now);
    else await markOrderFailed(tx, link.orderId, now, staleBefore);
  });
}

export type PaymentLinkPage = {
  state: PaymentLinkState;
  purpose: PaymentLinkPurpose;
  orderId: string;
  amount: number;
  expiresAt: string;
  customerName: string;
  lines: { name: string; colorName: string | null; sizeName: string | null; quantity: number; amount: number }[];
  /** The hosted checkout form while the link is open. */
  checkout: HostedCheckout | null;
};

/**
 * What the customer's page shows. Opening an open link makes its gateway order (once); opening
 * an expired draft link releases its stock if the sweeper has not yet.
 */
export async function readPaymentLinkPage(
  deps: Pick<AppDeps, "db" | "clock" | "env" | "gateway">,
  token: string,
): Promise<PaymentLinkPage> {
  const now = deps.clock.now();
  let link = await findLink(deps.db, deps.env.ORDER_LINK_SECRET, token);
  let [order] = await deps.db.select().from(orders).where(eq(orders.id, link.orderId));
  let state = linkState(link, order, now);
  if (state === "expired" && link.purpose === "draft" && order.orderStatus === "PAYMENT_PENDING" && !order.paidAt) {
    await settleExpired(deps, link, now);
    link = await findLink(deps.db, deps.env.ORDER_LINK_SECRET, token);
    [order] = await deps.db.select().from(orders).where(eq(orders.id, link.orderId));
    state = linkState(link, order, now);
  }
  let checkout: HostedCheckout | null = null;
  if (state === "open") {
    const gatewayOrderId = await ensureGatewayOrder(deps, link, order.orderId);
    const page = new URL(`/pay/${token}`, deps.env.STOREFRONT_URL).toString();
    checkout = deps.gateway.hostedCheckout({
      orderId: gatewayOrderId,
      amount: link.amountPaise,
      callbackUrl: `${page}/callback`,
      cancelUrl: page,
      description: `Order ${order.orderId}`,
      prefill: {
        name: order.shippingAddress.name,
        email: order.shippingAddress.email,
        contact: order.shippingAddress.mobile,
      },
    });
  }
  const items = await itemsOfOrders(deps.db, [order.id]);
  return {
    state,
    purpose: link.purpose,
    orderId: order.orderId,
    amount: toRupees(link.amountPaise),
    expiresAt: link.expiresAt.toISOString(),
    customerName: order.shippingAddress.name,
    lines: items.map((item) => ({
      name: item.name,
      colorName: item.colorName,
      sizeName: item.sizeName,
      quantity: item.quantity,
      amount: toRupees(item.sellingPricePaise * item.quantity),
    })),
    checkout,
  };
}

export type GatewayReturn = { razorpayPaymentId: string; razorpayOrderId: string; razorpaySignature: string };

/**
 * The gateway's signed answer for a link's payment. The signature proves it, and it must be this
 * link's gateway order. Returns the outcome: "refund" when a draft's order could no longer be
 * placed (the money goes back, as for a shopper's late payment).
 */
export async function verifyLinkPayment(
  deps: Pick<AppDeps, "db" | "clock" | "env" | "gateway">,
  token: string,
  answer: GatewayReturn,
) {
  const link = await findLink(deps.db, deps.env.ORDER_LINK_SECRET, token);
  const genuine =
    link.gatewayOrderId === answer.razorpayOrderId &&
    deps.gateway.verifyPaymentSignature({
      orderId: answer.razorpayOrderId,
      paymentId: answer.razorpayPaymentId,
      signature: answer.razorpaySignature,
    });
  if (!genuine) throw new ApiError(400, LINK_VERIFICATION_FAILED);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction((tx) => markLinkPaid(tx, link.id, answer.razorpayPaymentId, now));
  return { outcome, orderId: link.orderId };
}

/** The link a gateway order belongs to: a balance's payment reaches the shop's webhook by it alone. */
export async function findLinkByGatewayOrderId(db: DbOrTx, gatewayOrderId: string) {
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.gatewayOrderId, gatewayOrderId));
  return link;
}
