import type { AppDeps } from "./context";
import type { Db } from "./db/client";
import type { ApiEnv } from "./env";
import { type Clock, systemClock } from "./lib/clock";
import { createLogger } from "./lib/logger";
import { createCourier } from "./services/courier/create-courier";
import { createMessenger } from "./services/messaging/create-messenger";
import { createPaymentGateway } from "./services/payments/create-gateway";
import { createObjectStorage } from "./services/storage/create-storage";

/** Where browsers reach this API: the sandbox gateway's pages are served from here. */
export const publicApiUrl = (env: ApiEnv) => env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT}`;

export function buildDeps(env: ApiEnv, db: Db, clock: Clock = systemClock): AppDeps {
  return {
    db,
    env,
    clock,
    logger: createLogger(env.LOG_LEVEL),
    messenger: createMessenger(env, db, clock),
    gateway: createPaymentGateway(env, db, publicApiUrl(env)),
    courier: createCourier(env, db, publicApiUrl(env), clock),
    storage: createObjectStorage(env),
    lifecycle: { draining: false },
    jobs: null,
  };
}
