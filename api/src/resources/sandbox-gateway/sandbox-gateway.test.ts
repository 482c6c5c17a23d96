import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxGatewayOrders, sandboxGatewayPayments } from "@api/db/schema";
import { SandboxGateway } from "@api/services/payments/sandbox";
import { createTestApi, type TestApi } from "@api/test/harness";
import { line, orderPayload, orderRow, type Target, openStockedShop } from "../customer-orders/order-fixtures";
import { escapeHtml } from "@api/lib/standalone-page";
import { STYLE_HASH } from "./pages";

let api: TestApi;
let product: Target;
const CALLBACK = "http://localhost:3000/payment/callback";
const CANCEL = "http://localhost:3000/failed-payment?reason=cancelled";

beforeAll(async () => {
  ({ api, product } = await openStockedShop({}, 50));
});
afterAll(() => api.close());

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

type Form = { action: string; button: string; fields: Record<string, string> };

/** The page's forms as a browser would submit them. */
function formsOf(html: string): Form[] {
  return [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map(([, action, inner]) => ({
    action: unescape(action),
    button: /<button[^>]*>([^<]+)<\/button>/.exec(inner)?.[1] ?? "",
    fields: Object.fromEntries(
      [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, n, v]) => [
        unescape(n),
        unescape(v),
      ]),
    ),
  }));
}

/** Posts a form the way a browser does; the API's own URLs are called without their origin and /v1. */
function submit(action: string, fields: Record<string, string>) {
  const path = action.replace(/^http:\/\/api\.test/, "").replace(/^\/v1/, "");
  return api.request("POST", path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

async function openCheckout(prefillName?: string) {
  const shopper = await api.signIn();
  const placed = (
    await api.post(
      "/customerOrders",
      orderPayload([line(product, 1)], { paymentMethod: "Prepaid", ...(prefillName ? { name: prefillName } : {}) }),
      shopper.token,
    )
  ).json.body;
  const created = await api.post(
    "/payments/createOrder",
    { amount: placed.totalAmount, orderId: placed._id, callbackUrl: CALLBACK, cancelUrl: CANCEL },
    shopper.token,
  );
  expect(created.status).toBe(200);
  const checkout = created.json.body.checkout as { action: string; fields: Record<string, string> };
  return { shopper, order: placed, gatewayOrderId: created.json.body.id as string, checkout };
}

async function checkoutPage(checkout: { action: string; fields: Record<string, string> }) {
  const page = await submit(checkout.action, checkout.fields);
  expect(page.status).toBe(200);
  const forms = formsOf(page.json as string);
  const byButton = (label: string) => forms.find((f) => f.button === label) as Form;
  return { page, forms, pay: byButton("Pay"), fail: byButton("Fail"), cancel: byButton("Cancel") };
}

describe("the sandbox checkout page", () => {
  it("explains itself on a plain GET", async () => {
    const res = await api.get("/sandbox/checkout");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("shows merchant, amount and order with Pay, Fail and Cancel buttons, and no script", async () => {
    const { order, gatewayOrderId, checkout } = await openCheckout();
    const { page, forms } = await checkoutPage(checkout);
    const html = page.json as string;
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.headers.get("content-security-policy")).toBe(
      `default-src 'none'; style-src '${STYLE_HASH}'; form-action 'self' http://localhost:3000; frame-ancestors 'none'; base-uri 'none'`,
    );
    // The one <style> element is the one the hash allows.
    const styles = [...(page.json as string).matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(styles.map((css) => `sha256-${createHash("sha256").update(css).digest("base64")}`)).toEqual([STYLE_HASH]);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(html).toContain("<title>Sandbox payment</title>");
    expect(html).toContain("<h1>Sandbox payment</h1>");
    expect(html).toContain("Woodnest");
    expect(html).toContain(order.orderId);
    expect(html).toContain(gatewayOrderId);
    const rupees = order.totalAmount.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(html).toContain(`Rs ${rupees}`);
    expect(forms.map((f) => f.button)).toEqual(["Pay", "Fail", "Cancel"]);
    expect(html).not.toMatch(/<script/i);
  });

  it("escapes what the shopper typed", async () => {
    const { checkout } = await openCheckout();
    const name = `<script>alert("x")</script>`;
    const { page } = await checkoutPage({ ...checkout, fields: { ...checkout.fields, "prefill[name]": name } });
    expect(page.json).not.toContain(name);
    expect(page.json).toContain(escapeHtml(name));
  });

  it("refuses fields that do not match a sandbox order or point away from the shop", async () => {
    const { checkout } = await openCheckout();
    const tries: Record<string, string>[] = [
      { ...checkout.fields, amount: String(Number(checkout.fields.amount) - 100) },
      { ...checkout.fields, key_id: "rzp_live_someone" },
      { ...checkout.fields, order_id: "order_NOSUCHORDER001" },
      { ...checkout.fields, callback_url: "https://evil.example/collect" },
      { ...checkout.fields, callback_url: "" },
    ];
    for (const fields of tries) {
      const res = await submit(checkout.action, fields);
      expect(res.status).toBe(400);
      expect(res.json).toContain("This payment link is not valid");
    }
  });
});

describe("Pay, Fail and Cancel", () => {
  it("Pay captures, then sends the browser on to the callback with fields whose signature verifies", async () => {
    const { order, gatewayOrderId, checkout } = await openCheckout();
    const { pay } = await checkoutPage(checkout);
    expect(Object.keys(pay.fields).sort()).toEqual(["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"]);
    expect(pay.fields.razorpay_order_id).toBe(gatewayOrderId);

    const redirect = await submit(pay.action, pay.fields);
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get("location")).toBe(CALLBACK);
    const [sandboxOrder] = await api.db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.id, gatewayOrderId));
    expect(sandboxOrder.status).toBe("paid");

    // What the shop's callback receives (the same body, re-posted by the browser).
    const verified = await api.post("/payments/verifyPayment", {
      razorpayPaymentId: pay.fields.razorpay_payment_id,
      razorpayOrderId: pay.fields.razorpay_order_id,
      razorpaySignature: pay.fields.razorpay_signature,
    });
    expect(verified.status).toBe(200);
    expect(verified.json.body).toMatchObject({ _id: order._id, orderStatus: "ORDERPLACED", paymentStatus: "PAID" });

    // A resubmitted Pay (back button, double click) repeats the same payment; it is not a second one.
    expect((await submit(pay.action, pay.fields)).status).toBe(307);
    const payments = await api.db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.gatewayOrderId, gatewayOrderId));
    expect(payments).toEqual([expect.objectContaining({ id: pay.fields.razorpay_payment_id, status: "captured" })]);

    const paidAgain = await submit(checkout.action, checkout.fields);
    expect(paidAgain.status).toBe(409);
  });

  it("refuses a Pay whose signature was altered or whose return address is not the shop's", async () => {
    const { checkout } = await openCheckout();
    const { pay } = await checkoutPage(checkout);
    const sig = pay.fields.razorpay_signature;
    const altered = { ...pay.fields, razorpay_signature: (sig[0] === "a" ? "b" : "a") + sig.slice(1) };
    expect((await submit(pay.action, altered)).status).toBe(400);
    const away = pay.action.replace(
      /callback_url=[^&]+/,
      `callback_url=${encodeURIComponent("https://evil.example/")}`,
    );
    expect((await submit(away, pay.fields)).status).toBe(400);
  });

  it("Fail sends Razorpay's error fields to the callback; the shop then fails the order, and Pay still works after", async () => {
    const { order, shopper, gatewayOrderId, checkout } = await openCheckout();
    const { fail } = await checkoutPage(checkout);
    expect(fail.fields).toMatchObject({
      "error[code]": "BAD_REQUEST_ERROR",
      "error[reason]": "payment_failed",
      "error[source]": "customer",
      "error[step]": "payment_authorization",
      "error[description]": expect.any(String),
    });
    const metadata = JSON.parse(fail.fields["error[metadata]"]);
    expect(metadata).toEqual({ order_id: gatewayOrderId, payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/) });

    const redirect = await submit(fail.action, fail.fields);
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get("location")).toBe(CALLBACK);
    // The failure is unsigned: back on the shop, the signed-in owner reports it for the gateway to confirm.
    const failed = await api.post(
      "/payments/failed",
      { orderId: order._id, reason: fail.fields["error[reason]"] },
      shopper.token,
    );
    expect(failed.json.body).toMatchObject({ orderStatus: "PAYMENT_FAILED", paymentStatus: "FAILED" });

    const { pay } = await checkoutPage(checkout);
    expect((await submit(pay.action, pay.fields)).status).toBe(307);
    const verified = await api.post("/payments/verifyPayment", {
      razorpayPaymentId: pay.fields.razorpay_payment_id,
      razorpayOrderId: pay.fields.razorpay_order_id,
      razorpaySignature: pay.fields.razorpay_signature,
    });
    expect(verified.json.body.orderStatus).toBe("ORDERPLACED");
    expect((await orderRow(api, order._id)).paymentStatus).toBe("PAID");
  });

  it("Cancel goes back to the shop's cancel address with a GET", async () => {
    const { checkout } = await openCheckout();
    const { cancel } = await checkoutPage(checkout);
    const res = await submit(cancel.action, cancel.fields);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(CANCEL);
  });
});

describe("the sandbox's refunds page", () => {
  it("lists the refunds and sets how many of the next ones fail, refusing anything but 0 to 100", async () => {
    const sandbox = api.deps.gateway as SandboxGateway;
    const page = await api.request("GET", "/sandbox/refunds");
    expect(page.status).toBe(200);
    expect(page.json).toContain("<h1>Sandbox refunds</h1>");
    expect(page.json).not.toContain("<script");

    const set = await submit("/v1/sandbox/refunds", { count: "2" });
    expect(set.status).toBe(200);
    expect(set.json).toContain("The next 2 refunds fail.");
    expect(await sandbox.refundsToFail()).toBe(2);
    const refused = await submit("/v1/sandbox/refunds", { count: "lots" });
    expect(refused.status).toBe(400);
    expect(await sandbox.refundsToFail()).toBe(2);
    await submit("/v1/sandbox/refunds", { count: "0" });
    expect(await sandbox.refundsToFail()).toBe(0);
    const ofAmount = await submit("/v1/sandbox/refunds", { count: "1", amount: "10.37" });
    expect(ofAmount.json).toContain("The next refund of Rs 10.37 fails.");
    expect(await sandbox.refundsToFail(1_037)).toBe(1);
    expect((await submit("/v1/sandbox/refunds", { count: "1", amount: "-3" })).status).toBe(400);
  });
});

describe("with Razorpay configured", () => {
  it("has no sandbox pages", async () => {
    const live = await createTestApi({
      seed: false,
      env: { RAZORPAY_KEY_ID: "rzp_test_key", RAZORPAY_KEY_SECRET: "secret" },
    });
    try {
      expect(live.deps.gateway.name).toBe("razorpay");
      const res = await live.request("POST", "/sandbox/checkout", {
        rawBody: "key_id=rzp_test_sandbox",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.status).toBe(404);
    } finally {
      await live.close();
    }
  });
});
