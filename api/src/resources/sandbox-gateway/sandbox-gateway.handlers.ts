/**
 * The sandbox gateway's hosted checkout: the browser posts the fields of Razorpay's hosted
 * checkout here and gets a page with Pay, Fail and Cancel. It works without JavaScript:
 * the Pay and Fail forms already carry, as hidden inputs, exactly the fields Razorpay posts
 * to callback_url (signature computed when the page is drawn); the sandbox records the
 * outcome and answers 307, so the browser re-posts that same body to the shop's callback.
 */
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "@api/context";
import { ApiError } from "@api/lib/envelope";
import { MERCHANT_NAME } from "@api/services/payments/gateway";
import { SANDBOX_CHECKOUT_PATH, SANDBOX_KEY_ID, SandboxGateway, sandboxId } from "@api/services/payments/sandbox";
import { checkoutPage, formatRupees, messagePage, refundsPage } from "./pages";

const PAY_PATH = `${SANDBOX_CHECKOUT_PATH}/pay`;
const FAIL_PATH = `${SANDBOX_CHECKOUT_PATH}/fail`;
const CANCEL_PATH = `${SANDBOX_CHECKOUT_PATH}/cancel`;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{14}$/;

function sandboxOf(c: AppContext) {
  const gateway = c.get("deps").gateway;
  if (!(gateway instanceof SandboxGateway)) throw new ApiError(404, "Not found");
  return gateway;
}

/** The sandbox's pages exist only while the sandbox is the shop's gateway (their headers: sandboxPageHeaders). */
export const sandboxOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  sandboxOf(c);
  c.header("Cache-Control", "no-store");
  await next();
};

async function formFields(c: AppContext) {
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** Only addresses on the shop's own site: the sandbox must not be an open redirect. */
function shopUrl(c: AppContext, value: string | undefined) {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.origin === new URL(c.get("deps").env.STOREFRONT_URL).origin ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const refuse = (c: AppContext, status: 400 | 404 | 409, title: string, message: string) =>
  c.html(messagePage(title, message, c.get("deps").env.STOREFRONT_URL), status);

/** GET /v1/sandbox/checkout: only the shop's checkout form opens this page. */
export function checkoutByGet(c: AppContext) {
  c.header("Allow", "POST");
  return c.html(
    messagePage(
      "Sandbox payment",
      "This page opens when the shop sends you here to pay for an order. Go back to the shop and choose Pay at checkout.",
      c.get("deps").env.STOREFRONT_URL,
    ),
    405,
  );
}

/** POST /v1/sandbox/checkout with the hosted-checkout fields. */
export async function showCheckout(c: AppContext) {
  const sandbox = sandboxOf(c);
  const f = await formFields(c);
  const invalid = (message: string) => refuse(c, 400, "This payment link is not valid", message);

  if (f.key_id !== SANDBOX_KEY_ID) return invalid("The merchant key is not the sandbox's.");
  const order = f.order_id ? await sandbox.findOrder(f.order_id) : undefined;
  if (!order) return invalid("The order is unknown.");
  if (f.amount !== String(order.amount)) return invalid("The amount does not match the order.");
  if (f.currency !== undefined && f.currency !== order.currency)
    return invalid("The currency does not match the order.");
  const callbackUrl = shopUrl(c, f.callback_url);
  if (!callbackUrl) return invalid("The return address is missing or not the shop's.");
  const cancelUrl = shopUrl(c, f.cancel_url) ?? new URL("/failed-payment", c.get("deps").env.STOREFRONT_URL).toString();
  if (order.status === "paid") {
    return refuse(c, 409, "Already paid", "This order has already been paid. Nothing more is due.");
  }

  // Each button gets its own payment id, reserved now, so its fields can be signed in advance.
  const payId = sandboxId("pay_");
  const failId = sandboxId("pay_");
  const withCallback = (path: string) => `${path}?${new URLSearchParams({ callback_url: callbackUrl })}`;
  const payer = [f["prefill[name]"], f["prefill[email]"], f["prefill[contact]"]].filter(Boolean).join(", ");

  return c.html(
    checkoutPage({
      merchant: f.name || MERCHANT_NAME,
      description: f.description || `Order ${order.receipt}`,
      amountPaise: order.amount,
      shopOrderNumber: order.receipt,
      gatewayOrderId: order.id,
      payer,
      pay: {
        action: withCallback(PAY_PATH),
        fields: {
          razorpay_payment_id: payId,
          razorpay_order_id: order.id,
          razorpay_signature: sandbox.sign(order.id, payId),
        },
      },
      fail: {
        action: withCallback(FAIL_PATH),
        fields: {
          "error[code]": "BAD_REQUEST_ERROR",
          "error[description]": "Payment failed",
          "error[source]": "customer",
          "error[step]": "payment_authorization",
          "error[reason]": "payment_failed",
          "error[metadata]": JSON.stringify({ order_id: order.id, payment_id: failId }),
        },
      },
      cancel: { action: CANCEL_PATH, fields: { cancel_url: cancelUrl } },
    }),
  );
}

/** POST /v1/sandbox/checkout/pay: capture, then 307 so the browser posts the same fields to the shop. */
export async function pay(c: AppContext) {
  const sandbox = sandboxOf(c);
  const callbackUrl = shopUrl(c, c.req.query("callback_url"));
  const f = await formFields(c);
  const orderId = f.razorpay_order_id ?? "";
  const paymentId = f.razorpay_payment_id ?? "";
  const signed =
    PAYMENT_ID.test(paymentId) &&
    sandbox.verifyPaymentSignature({ orderId, paymentId, signature: f.razorpay_signature ?? "" });
  if (!callbackUrl || !signed) return refuse(c, 400, "This payment is not valid", "Go back to the shop and try again.");
  const outcome = await sandbox.capture(orderId, paymentId);
  if (outcome === "already_paid") return refuse(c, 409, "Already paid", "This order has already been paid.");
  if (outcome === "unknown_order" || outcome === "used") {
    return refuse(c, 400, "This payment is not valid", "Go back to the shop and try again.");
  }
  return c.redirect(callbackUrl, 307);
}

/** POST /v1/sandbox/checkout/fail: record a declined attempt, then 307 with Razorpay's error fields. */
export async function fail(c: AppContext) {
  const sandbox = sandboxOf(c);
  const callbackUrl = shopUrl(c, c.req.query("callback_url"));
  const f = await formFields(c);
  let metadata: { order_id?: unknown; payment_id?: unknown } = {};
  try {
    metadata = JSON.parse(f["error[metadata]"] ?? "{}") as typeof metadata;
  } catch {
    /* refused below */
  }
  const orderId = typeof metadata.order_id === "string" ? metadata.order_id : "";
  const paymentId = typeof metadata.payment_id === "string" ? metadata.payment_id : "";
  if (!callbackUrl || !PAYMENT_ID.test(paymentId)) {
    return refuse(c, 400, "This payment is not valid", "Go back to the shop and try again.");
  }
  const outcome = await sandbox.fail(orderId, paymentId);
  if (outcome === "already_paid") return refuse(c, 409, "Already paid", "This order has already been paid.");
  if (outcome === "unknown_order" || outcome === "used") {
    return refuse(c, 400, "This payment is not valid", "Go back to the shop and try again.");
  }
  return c.redirect(callbackUrl, 307);
}

/** POST /v1/sandbox/checkout/cancel: back to the shop's cancel address with a plain GET. */
export async function cancel(c: AppContext) {
  const f = await formFields(c);
  const cancelUrl = shopUrl(c, f.cancel_url) ?? new URL("/failed-payment", c.get("deps").env.STOREFRONT_URL).toString();
  return c.redirect(cancelUrl, 303);
}

const REFUNDS_PATH = "/v1/sandbox/refunds";

async function showRefunds(c: AppContext, sandbox: SandboxGateway, message?: string, status: 200 | 400 = 200) {
  const refunds = await sandbox.recentRefunds();
  return c.html(
    refundsPage({
      refunds: refunds.map((r) => ({
        id: r.id,
        paymentId: r.paymentId,
        amountPaise: r.amount,
        status: r.status,
        createdAt: r.createdAt,
      })),
      failNext: await sandbox.refundsToFail(),
      action: REFUNDS_PATH,
      message,
    }),
    status,
  );
}

/** GET /v1/sandbox/refunds: the sandbox's refunds and its failure switch. */
export function refunds(c: AppContext) {
  return showRefunds(c, sandboxOf(c));
}

/** POST /v1/sandbox/refunds {count, amount?}: the next `count` refunds (of `amount` rupees, when given) fail. */
export async function setRefundFailures(c: AppContext) {
  const sandbox = sandboxOf(c);
  const f = await formFields(c);
  const count = Number(f.count);
  if (!Number.isInteger(count) || count < 0 || count > 100) {
    return showRefunds(c, sandbox, "Give a whole number from 0 to 100.", 400);
  }
  const amount = f.amount?.trim() ? Math.round(Number(f.amount) * 100) : undefined;
  if (amount !== undefined && !(amount > 0))
    return showRefunds(c, sandbox, "Give the amount in rupees, or leave it blank.", 400);
  await sandbox.failNextRefunds(count, amount);
  const which = amount === undefined ? "" : ` of ${formatRupees(amount)}`;
  return showRefunds(
    c,
    sandbox,
    count === 0
      ? `Every refund${which} is processed.`
      : `The next ${count === 1 ? "refund" : `${count} refunds`}${which} ${count === 1 ? "fails" : "fail"}.`,
  );
}
