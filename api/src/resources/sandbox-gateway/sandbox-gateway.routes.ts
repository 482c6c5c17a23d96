import { createRoute, z } from "@hono/zod-openapi";
import { formRequest, htmlPage, redirect, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { sandboxPageHeaders } from "@api/middleware/secure-headers";
import { STYLE_HASH } from "./pages";
import {
  cancel,
  checkoutByGet,
  fail,
  pay,
  refunds,
  sandboxOnly,
  setRefundFailures,
  showCheckout,
} from "./sandbox-gateway.handlers";

/**
 * Public pages of the sandbox gateway, reached by the shopper's browser (no session), as
 * Razorpay's hosted checkout is. They exist only while the sandbox is the shop's gateway (404
 * otherwise). Their forms are described, not validated: each handler reads its form as
 * Razorpay's checkout would and answers a bad one with a page.
 */
const tags = ["Sandbox gateway"];
const pages = [sandboxOnly, sandboxPageHeaders(STYLE_HASH)];
const notTheGateway = refusals(404);

const field = (description?: string) => (description ? { description } : {});

const callbackQuery = z.object({
  callback_url: z.string().optional().openapi({ description: "The shop's return address for this attempt" }),
});

const checkoutByGetRoute = createRoute({
  tags,
  method: "get",
  path: "/sandbox/checkout",
  summary: "The checkout opened without the shop's form: a page saying to pay from the shop",
  middleware: pages,
  responses: {
    405: {
      ...htmlPage("Only the shop's checkout form (a POST) opens the checkout"),
      headers: { Allow: { description: "POST", schema: { type: "string" as const } } },
    },
    ...notTheGateway,
  },
});

const checkoutRoute = createRoute({
  tags,
  method: "post",
  path: "/sandbox/checkout",
  summary: "The hosted checkout: the shop's form opens a page with Pay, Fail and Cancel for the order",
  middleware: pages,
  request: formRequest(
    {
      key_id: field("The sandbox's key id"),
      order_id: field("The gateway order (order_...)"),
      amount: field("In paise, as the gateway order says"),
      currency: field(),
      callback_url: field("On the shop's own site"),
      cancel_url: field("On the shop's own site"),
      name: field(),
      description: field(),
      "prefill[name]": field(),
      "prefill[email]": field(),
      "prefill[contact]": field(),
    },
    ["key_id", "order_id", "amount", "callback_url"],
  ),
  responses: {
    200: htmlPage("The checkout page"),
    400: htmlPage("The form is not a valid payment (key, order, amount or return address)"),
    409: htmlPage("The order is paid already"),
    ...notTheGateway,
  },
});

const payRoute = createRoute({
  tags,
  method: "post",
  path: "/sandbox/checkout/pay",
  summary: "Pay: the payment is captured, and the browser posts the signed fields on to the shop",
  middleware: pages,
  request: {
    query: callbackQuery,
    ...formRequest({ razorpay_payment_id: field(), razorpay_order_id: field(), razorpay_signature: field() }, [
      "razorpay_payment_id",
      "razorpay_order_id",
      "razorpay_signature",
    ]),
  },
  responses: {
    307: redirect("To the shop's callback_url, the browser posting the same signed fields"),
    400: htmlPage("The payment's fields or the return address are not valid"),
    409: htmlPage("The order is paid already"),
    ...notTheGateway,
  },
});

const failRoute = createRoute({
  tags,
  method: "post",
  path: "/sandbox/checkout/fail",
  summary: "Fail: a declined attempt is recorded, and the browser posts Razorpay's error fields on to the shop",
  middleware: pages,
  request: {
    query: callbackQuery,
    ...formRequest(
      {
        "error[code]": field(),
        "error[description]": field(),
        "error[source]": field(),
        "error[step]": field(),
        "error[reason]": field(),
        "error[metadata]": field("JSON: the gateway order_id and the attempt's payment_id"),
      },
      ["error[metadata]"],
    ),
  },
  responses: {
    307: redirect("To the shop's callback_url, the browser posting the same error fields"),
    400: htmlPage("The attempt's fields or the return address are not valid"),
    409: htmlPage("The order is paid already"),
    ...notTheGateway,
  },
});

const cancelRoute = createRoute({
  tags,
  method: "post",
  path: "/sandbox/checkout/cancel",
  summary: "Cancel: back to the shop's cancel address",
  middleware: pages,
  request: formRequest({ cancel_url: field("On the shop's own site; the shop's failed-payment page otherwise") }),
  responses: { 303: redirect("To the cancel address, with a plain GET"), ...notTheGateway },
});

const refundsRoute = createRoute({
  tags,
  method: "get",
  path: "/sandbox/refunds",
  summary: "The sandbox's recent refunds, and its switch to make the next ones fail",
  middleware: pages,
  responses: { 200: htmlPage("The refunds page"), ...notTheGateway },
});

const refundFailuresRoute = createRoute({
  tags,
  method: "post",
  path: "/sandbox/refunds",
  summary: "Make the next refunds fail (of one amount, when given), to try the shop's failed-refund path",
  middleware: pages,
  request: formRequest(
    { count: field("A whole number from 0 to 100"), amount: field("In rupees; blank for any amount") },
    ["count"],
  ),
  responses: {
    200: htmlPage("The refunds page, saying what the next refunds will do"),
    400: htmlPage("The refunds page, saying what to give instead"),
    ...notTheGateway,
  },
});

const sandboxGateway = createRouter();
sandboxGateway.openapi(checkoutByGetRoute, checkoutByGet);
sandboxGateway.openapi(checkoutRoute, showCheckout);
sandboxGateway.openapi(payRoute, pay);
sandboxGateway.openapi(failRoute, fail);
sandboxGateway.openapi(cancelRoute, cancel);
sandboxGateway.openapi(refundsRoute, refunds);
sandboxGateway.openapi(refundFailuresRoute, setRefundFailures);

export default sandboxGateway;
