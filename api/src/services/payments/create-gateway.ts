import type { Db } from "../../db/client";
import type { ApiEnv } from "../../env";
import type { PaymentGateway } from "./gateway";

export function createPaymentGateway(_env: ApiEnv, _db: Db, _publicUrl: string): PaymentGateway {
  return new Proxy({} as PaymentGateway, {
    get() {
      throw new Error("payment gateway not wired yet");
    },
  });
}
