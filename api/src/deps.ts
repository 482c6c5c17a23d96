import type { AppDeps } from "./context";
import type { Db } from "./db/client";
import type { ApiEnv } from "./env";
import { type Clock, systemClock } from "./lib/clock";
import { createLogger } from "./lib/logger";
import { createCourier } from "./services/courier/create-courier";
import { createMessenger } from "./services/messaging/create-messenger";
import { createPaymentGateway } from "./services/payments/create-gateway";
import { createObjectStorage } from "./services/storage/create-storage";

export function buildDeps(env: ApiEnv, db: Db, clock: Clock = systemClock): AppDeps {
  return {
    db,
    env,
    clock,
    logger: createLogger(env.LOG_LEVEL, env.LOG_FORMAT),
    messenger: createMessenger(env, db, clock),
    gateway: createPaymentGateway(env, db, env.API_PUBLIC_URL),
    courier: createCourier(env, db, env.API_PUBLIC_URL, clock),
    storage: createObjectStorage(env),
    lifecycle: { draining: false },
    jobs: null,
  };
}
