import type { Db } from "@api/db/client";
import { outboxMessages } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import type { Messenger } from "./messenger";

/** The stand-in for SMS and email: messages are stored and read back at GET /v1/dev/outbox. */
export function outboxMessenger(db: Db, now: () => Date): Messenger {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        id: newId(),
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? "",
        body: message.body,
        createdAt: now(),
      });
    },
  };
}
