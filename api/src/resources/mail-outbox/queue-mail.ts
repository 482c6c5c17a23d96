/**
 * The writing half of the mail outbox: an email owed by a change is a mail_outbox row written in
 * the SAME transaction as the change, so a committed enquiry always has its notice and a rolled
 * back one never does. deliver-mail.ts sends the rows afterwards (jobs/mail-jobs.ts).
 */
import type { DbOrTx } from "@api/db/client";
import { mailOutbox } from "@api/db/schema";
import { newId } from "@api/lib/ids";

type MailKind = (typeof mailOutbox.$inferSelect)["kind"];
export type QueuedMail = {
  kind: MailKind;
  to: string;
  subject: string;
  body: string;
  headers?: Record<string, string>;
};

export async function queueMail(tx: DbOrTx, mail: QueuedMail, now: Date) {
  await tx.insert(mailOutbox).values({
    id: newId(),
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    body: mail.body,
    headers: mail.headers ?? {},
    nextAttemptAt: now,
    createdAt: now,
  });
}
