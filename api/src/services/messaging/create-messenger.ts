import type { Db } from "../../db/client";
import type { ApiEnv } from "../../env";
import type { Clock } from "../../lib/clock";
import type { Messenger } from "./messenger";
import { outboxMessenger } from "./outbox";

export function createMessenger(env: ApiEnv, db: Db, clock: Clock): Messenger {
  return outboxMessenger(db, () => clock.now());
}
