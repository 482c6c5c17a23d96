import type { Db } from "@api/db/client";
import type { ApiEnv } from "@api/env";
import type { PaymentGateway } from "./gateway";
import { RazorpayGateway } from "./razorpay";
import { SandboxGateway } from "./sandbox";

/** Razorpay when both keys are configured; the sandbox (no real money) otherwise. */
export function createPaymentGateway(env: ApiEnv, db: Db, publicUrl: string): PaymentGateway {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return new RazorpayGateway({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  return new SandboxGateway(db, env.SANDBOX_GATEWAY_SECRET, publicUrl);
}
