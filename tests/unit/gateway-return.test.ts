import { describe, expect, it } from "vitest";
import { paymentSignature } from "@api/services/payments/gateway";
import { RazorpayGateway } from "@api/services/payments/razorpay";
import { readGatewaySuccess } from "~/lib/payment.server";

/**
 * Both services at the gateway's return: the storefront reads Razorpay's post and the API checks
 * its signature, so what one forwards must be exactly what the other verifies.
 */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("a payment's return from Razorpay", () => {
  it("forwards exactly what Razorpay signs, so only a genuine signature passes the API's check", () => {
    const gateway = new RazorpayGateway({ keyId: "rzp_test_key", keySecret: "the-key-secret" });
    const genuine = paymentSignature("the-key-secret", "order_B", "pay_A");
    const passes = (signature: string) => {
      const read = readGatewaySuccess(
        form({ razorpay_payment_id: "pay_A", razorpay_order_id: "order_B", razorpay_signature: signature }),
      );
      return (
        read !== null &&
        gateway.verifyPaymentSignature({
          orderId: read.razorpayOrderId,
          paymentId: read.razorpayPaymentId,
          signature: read.razorpaySignature,
        })
      );
    };
    expect(passes(genuine)).toBe(true);
    expect(passes(paymentSignature("another-secret", "order_B", "pay_A"))).toBe(false);
    expect(passes(`${genuine.slice(0, -1)}${genuine.endsWith("0") ? "1" : "0"}`)).toBe(false);
  });
});
