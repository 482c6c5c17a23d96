import type { Context } from "hono";
import type { Db } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import type { ApiEnv } from "./env";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import type { Courier } from "./services/courier/courier";
import type { Messenger } from "./services/messaging/messenger";
import type { PaymentGateway } from "./services/payments/gateway";
import type { ObjectStorage } from "./services/storage/object-storage";
import type { StaffRole } from "./validation/staff";

/** Where the process stands in its life: a draining one finishes its requests but takes no new ones. */
type Lifecycle = { draining: boolean };

/** Everything a handler may reach, built once per process (or per test). */
export type AppDeps = {
  db: Db;
  env: ApiEnv;
  clock: Clock;
  logger: Logger;
  messenger: Messenger;
  gateway: PaymentGateway;
  courier: Courier;
  /** Uploaded images and their renditions. */
  storage: ObjectStorage;
  lifecycle: Lifecycle;
  /**
   * The job queue, once started (instance.ts), for work sent after a commit (refunds to the
   * gateway); null where none runs (most tests), whose work the minute sweeps or the test does.
   */
  jobs: Pick<JobQueue, "send"> | null;
};

type AuthedCustomer = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  mobile: string | null;
  tokenId: string;
};

/** A signed-in member of staff (middleware/staff-auth.ts). */
export type AuthedStaff = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    customer: AuthedCustomer;
    staff: AuthedStaff;
  };
};

export type AppContext = Context<AppEnv>;
