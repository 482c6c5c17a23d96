import { createHmac } from "node:crypto";
import type { TestApi } from "./harness";

/** The sandbox gateway's secret when the environment names none, as test APIs run it. */
const SANDBOX_SECRET = "sandbox-gateway-secret-for-development";

/** The signature the gateway's checkout hands back with a payment of an order. */
export const paymentSignature = (orderId: string, paymentId: string) =>
  createHmac("sha256", SANDBOX_SECRET).update(`${orderId}|${paymentId}`).digest("hex");

/** A webhook posted to the test API as the gateway sends one: the raw body, signed, with its event id. */
export const postSignedWebhook = (api: TestApi, rawBody: string, eventId: string) =>
  api.request("POST", "/payments/webhook", {
    rawBody,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", SANDBOX_SECRET).update(rawBody).digest("hex"),
      "x-razorpay-event-id": eventId,
    },
  });
