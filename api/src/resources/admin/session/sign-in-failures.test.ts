import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { MINUTE } from "@api/resources/customers/test-helpers";
import { STAFF_PASSWORD, createStaffMember, totpNow, wrongTotp } from "../test-helpers";
import { BAD_CREDENTIALS } from "./session.handlers";
import { FAILURES_NOTICE_SUBJECT, PASSWORD_RULES } from "./sign-in-failures";

// Real limits: no RATE_LIMIT_MULTIPLIER.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

/** The password step from `address` (the storefront in front forwards it). */
const passwordFrom = (address: string, email: string, password: string) =>
  api.request("POST", "/admin/session", { body: { email, password }, headers: { "x-forwarded-for": address } });

const codeFrom = (address: string, challenge: string, code: string) =>
  api.request("POST", "/admin/session/verify", { body: { challenge, code }, headers: { "x-forwarded-for": address } });

const notices = (to: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, "sign_in_failures")));

describe("wrong passwords", () => {
  it("slow down the address they come from at that account, while the owner signs in from another", async () => {
    const owner = await createStaffMember(api, "owner");
    const attacker = newAddress();
    for (let i = 0; i < PASSWORD_RULES.triesPerAddress; i++) {
      const wrong = await passwordFrom(attacker, owner.email, `wrong-password-${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.json.errors).toEqual({ password: BAD_CREDENTIALS });
    }
    // The attacker's address is refused, the right password too, with the wait on the password field.
    const slowed = await passwordFrom(attacker, owner.email, STAFF_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.json.errors.password).toBe(
      "Too many wrong passwords for this account from your network. Please wait 15 minutes and try again.",
    );
    expect(slowed.headers.get("retry-after")).toBe(String(PASSWORD_RULES.addressWindowSeconds));
    api.clock.advance(5 * MINUTE);
    expect((await passwordFrom(attacker, owner.email, "wrong-again")).json.message).toContain("Please wait 10 minutes");

    // The owner, elsewhere, signs in all the way.
    const home = newAddress();
    const first = await passwordFrom(home, owner.email, STAFF_PASSWORD);
    expect(first.status).toBe(200);
    expect((await codeFrom(home, first.json.body.challenge, await totpNow())).status).toBe(200);

    // The same address may try another account (only the pair is slowed), and its own again after the wait.
    const other = await createStaffMember(api, "content");
    expect((await passwordFrom(attacker, other.email, STAFF_PASSWORD)).status).toBe(200);
    api.clock.advance(10 * MINUTE + 1);
    expect((await passwordFrom(attacker, owner.email, STAFF_PASSWORD)).status).toBe(200);
  });

  it("start again at an address after the right password there", async () => {
    const member = await createStaffMember(api, "content");
    const office = newAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PASSWORD_RULES.triesPerAddress - 1; i++) {
        expect((await passwordFrom(office, member.email, "typo-in-it")).status).toBe(401);
      }
      expect((await passwordFrom(office, member.email, STAFF_PASSWORD)).status).toBe(200);
    }
  });

  it("are checked at most 5 at a time from one address, however many are sent at once", async () => {
    const member = await createStaffMember(api, "operations");
    const attacker = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => passwordFrom(attacker, member.email, `burst-guess-${i}`)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(PASSWORD_RULES.triesPerAddress);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25 - PASSWORD_RULES.triesPerAddress);
  });

  it("count for an unknown email as for a known one, so the answers say nothing of which exist", async () => {
    const attacker = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= PASSWORD_RULES.triesPerAddress; i++)
      statuses.push((await passwordFrom(attacker, "nobody@woodnest.example", "guess")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("the account's holder", () => {
  it("gets one email when wrong passwords and codes pile up, from any addresses, once per hour", async () => {
    const owner = await createStaffMember(api, "owner");
    for (let i = 0; i < PASSWORD_RULES.failuresToNotify - 1; i++) {
      expect((await passwordFrom(newAddress(), owner.email, "wrong")).status).toBe(401);
    }
    expect(await notices(owner.email)).toHaveLength(0);
    // The fifth failure, a wrong code from yet another address, sends the email.
    const thief = newAddress();
    const first = await passwordFrom(thief, owner.email, STAFF_PASSWORD);
    expect((await codeFrom(thief, first.json.body.challenge, await wrongTotp())).status).toBe(401);
    const [notice] = await notices(owner.email);
    expect(notice).toMatchObject({ subject: FAILURES_NOTICE_SUBJECT, status: "pending" });
    expect(notice.body).toContain(`5 wrong passwords or codes for your Woodnest back-office account (${owner.email})`);
    expect(notice.body).toContain(`a wrong code from the address ${thief}`);
    expect(notice.body).toContain("whoever tried knew your password");

    // More failures within the hour send nothing more.
    for (let i = 0; i < 10; i++) await passwordFrom(newAddress(), owner.email, "wrong");
    expect(await notices(owner.email)).toHaveLength(1);
    // The next hour's pile-up is told again.
    api.clock.advance(60 * MINUTE + 1);
    for (let i = 0; i < PASSWORD_RULES.failuresToNotify; i++) await passwordFrom(newAddress(), owner.email, "wrong");
    expect(await notices(owner.email)).toHaveLength(2);
  });
});
