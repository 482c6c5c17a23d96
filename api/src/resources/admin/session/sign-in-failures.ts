/**
 * What wrong passwords cost (docs/decisions/sign-in-security.md). They slow down one pair, the
 * account and the address they come from, so nobody can lock an owner out from elsewhere; the
 * account's holder hears by email when its wrong passwords or codes pile up, once per window.
 */
import { eq } from "drizzle-orm";
import type { AppContext, AppDeps } from "@api/context";
import { rateLimitHits } from "@api/db/schema";
import { ApiError } from "@api/lib/envelope";
import { allowedHits, countHit, secondsUntil } from "@api/middleware/rate-limit";
import { queueMail } from "@api/resources/mail-outbox/queue-mail";
import { waitText } from "@api/resources/customers/otp.service";
import type { StaffRow } from "../staff-accounts";

export const PASSWORD_RULES = {
  /** Password tries one address gets at one account in a window; a right password starts them again. */
  triesPerAddress: 5,
  addressWindowSeconds: 15 * 60,
  /** Wrong passwords and codes, from anywhere, that earn the account's holder an email; once per window. */
  failuresToNotify: 5,
  notifyWindowSeconds: 60 * 60,
} as const;

const slowedMessage = (waitMs: number) =>
  `Too many wrong passwords for this account from your network. Please wait ${waitText(waitMs)} and try again.`;

const pairKey = (email: string, address: string) => `admin.password:${email}:${address}`;

/**
 * Counts a password try for (email, address) before the password is checked, so tries made at
 * the same moment are each counted, and refuses past the limit with the wait. Unknown emails are
 * counted the same way, so the answer never tells which accounts exist.
 */
export async function admitPasswordTry(c: AppContext, email: string, address: string) {
  const { db, clock, env } = c.get("deps");
  const now = clock.now();
  const tries = await countHit(db, pairKey(email, address), now, PASSWORD_RULES.addressWindowSeconds);
  if (tries.count <= allowedHits(PASSWORD_RULES.triesPerAddress, env)) return;
  const waitSeconds = secondsUntil(tries.expiresAt, now);
  const message = slowedMessage(waitSeconds * 1000);
  throw new ApiError(429, message, { password: message }, { "Retry-After": String(waitSeconds) });
}

/** The right password: that address's tries at the account start again. */
export async function forgetPasswordTries(c: AppContext, email: string, address: string) {
  await c
    .get("deps")
    .db.delete(rateLimitHits)
    .where(eq(rateLimitHits.key, pairKey(email, address)));
}

export const FAILURES_NOTICE_SUBJECT = "Wrong passwords or codes for your Woodnest back-office account";

/**
 * Counts a wrong password or code against the account, from any address, and queues one email to
 * its holder when the count reaches the threshold: a burst of failures sends one email, not one each.
 */
export async function noteSignInFailure(
  deps: Pick<AppDeps, "db" | "clock">,
  row: StaffRow,
  address: string,
  what: "password" | "code",
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const failures = await countHit(tx, `admin.sign-in-failures:${row.id}`, now, PASSWORD_RULES.notifyWindowSeconds);
    if (failures.count !== PASSWORD_RULES.failuresToNotify) return;
    const body =
      `Hello ${row.name}, someone has entered ${failures.count} wrong passwords or codes for your Woodnest back-office account (${row.email}) ` +
      `within ${PASSWORD_RULES.notifyWindowSeconds / 60} minutes; the latest was a wrong ${what} from the address ${address} at ${now.toISOString()}. ` +
      `If this was you, there is nothing to do. If not: wrong passwords slow down only the address they come from (after ${PASSWORD_RULES.triesPerAddress}), ` +
      "so you can still sign in from yours." +
      (what === "code"
        ? " A wrong code, though, means whoever tried knew your password: tell the shop's owner, who can disable the account."
        : "");
    await queueMail(tx, { kind: "sign_in_failures", to: row.email, subject: FAILURES_NOTICE_SUBJECT, body }, now);
  });
}
