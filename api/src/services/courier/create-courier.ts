import type { Db } from "@api/db/client";
import type { ApiEnv } from "@api/env";
import type { Clock } from "@api/lib/clock";
import type { Courier } from "./courier";
import { SandboxCourier } from "./sandbox";
import { ShiprocketCourier } from "./shiprocket";

/** Shiprocket when its API user is configured; the sandbox courier (no real parcels) otherwise. */
export function createCourier(env: ApiEnv, db: Db, publicUrl: string, clock?: Clock): Courier {
  if (env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD) {
    return new ShiprocketCourier({
      email: env.SHIPROCKET_EMAIL,
      password: env.SHIPROCKET_PASSWORD,
      pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
      webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN,
      now: clock && (() => clock.now()),
    });
  }
  return new SandboxCourier(db, env.SANDBOX_COURIER_WEBHOOK_TOKEN, publicUrl, { now: clock && (() => clock.now()) });
}
