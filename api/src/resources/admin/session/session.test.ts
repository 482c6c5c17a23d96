import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staff } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { HOUR, MINUTE } from "@api/resources/customers/test-helpers";
import { LOCKED_MESSAGE } from "../staff-accounts";
import { STAFF_PASSWORD, createStaffMember, signInWithCode, staffToken, totpNow, wrongTotp } from "../test-helpers";
import { BAD_CODE, BAD_CREDENTIALS, CHALLENGE_EXPIRED, CODE_USED, DISABLED } from "./session.handlers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(() => api.close());

describe("staff sign-in", () => {
  it("takes the password, then the app's code, and answers a session that /admin/me accepts", async () => {
    const member = await createStaffMember(api, "catalogue");
    const first = await api.post("/admin/session", { email: member.email.toUpperCase(), password: STAFF_PASSWORD });
    expect(first.status).toBe(200);
    // The challenge proves only the password.
    expect((await api.get("/admin/me", first.json.body.challenge)).status).toBe(401);

    const second = await api.post("/admin/session/verify", {
      challenge: first.json.body.challenge,
      code: await totpNow(),
    });
    expect(second.status).toBe(200);
    expect(second.json.body).toMatchObject({
      staff: { email: member.email, role: "catalogue", status: "active" },
      permissions: ["catalogue.manage", "media.upload"],
    });
    const me = await api.get("/admin/me", second.json.body.token);
    expect(me.status).toBe(200);
    expect(me.json.body.staff.email).toBe(member.email);
    // The challenge's token did not become the session's.
    expect((await api.get("/admin/me", first.json.body.challenge)).status).toBe(401);
  });

  it("refuses a wrong password on the password field, and an unknown email the same way", async () => {
    const member = await createStaffMember(api, "content");
    const wrong = await api.post("/admin/session", { email: member.email, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.errors).toEqual({ password: BAD_CREDENTIALS });
    const unknown = await api.post("/admin/session", { email: "nobody@woodnest.example", password: STAFF_PASSWORD });
    expect(unknown.status).toBe(401);
    expect(unknown.json.errors).toEqual({ password: BAD_CREDENTIALS });
  });

  it("refuses an invited account that has not set up, and a disabled one", async () => {
    const invited = await createStaffMember(api, "content", { totpEnabledAt: null });
    expect((await api.post("/admin/session", { email: invited.email, password: STAFF_PASSWORD })).status).toBe(401);
    const disabled = await createStaffMember(api, "content", { disabledAt: api.clock.now() });
    const res = await api.post("/admin/session", { email: disabled.email, password: STAFF_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(DISABLED);
  });

  it("accepts each app code once", async () => {
    const member = await createStaffMember(api, "operations");
    const code = await totpNow();
    expect((await signInWithCode(api, member.email, code)).status).toBe(200);
    const again = await signInWithCode(api, member.email, code);
    expect(again.status).toBe(401);
    expect(again.json.errors).toEqual({ code: CODE_USED });
  });

  it("refuses a wrong code on the code field", async () => {
    const member = await createStaffMember(api, "operations");
    const res = await signInWithCode(api, member.email, await wrongTotp());
    expect(res.status).toBe(401);
    expect(res.json.errors).toEqual({ code: BAD_CODE });
  });

  it("lets the code step wait 5 minutes, no longer", async () => {
    const member = await createStaffMember(api, "operations");
    const first = await api.post("/admin/session", { email: member.email, password: STAFF_PASSWORD });
    api.clock.advance(5 * MINUTE + 1);
    const late = await api.post("/admin/session/verify", {
      challenge: first.json.body.challenge,
      code: await totpNow(),
    });
    expect(late.status).toBe(401);
    expect(late.json.message).toBe(CHALLENGE_EXPIRED);
  });

  it("locks the account for 15 minutes after 5 wrong codes, and says so", async () => {
    const member = await createStaffMember(api, "owner");
    for (let i = 0; i < 4; i++) expect((await signInWithCode(api, member.email, await wrongTotp())).status).toBe(401);
    // The fifth wrong code locks.
    const fifth = await signInWithCode(api, member.email, await wrongTotp());
    expect(fifth.status).toBe(423);
    expect(fifth.json.message).toBe(LOCKED_MESSAGE);
    // Locked: the right password is refused too.
    const right = await api.post("/admin/session", { email: member.email, password: STAFF_PASSWORD });
    expect(right.status).toBe(423);
    expect(right.json.message).toBe(LOCKED_MESSAGE);

    api.clock.advance(15 * MINUTE + 1);
    expect((await signInWithCode(api, member.email, await totpNow())).status).toBe(200);
    const [after] = await api.db.select().from(staff).where(eq(staff.id, member.id));
    expect(after.failedAttempts).toBe(0);
  });

  it("checks at most 5 codes of a burst sent at once, and answers no token once the account is locked", async () => {
    const member = await createStaffMember(api, "owner");
    const first = await api.post("/admin/session", { email: member.email, password: STAFF_PASSWORD });
    const right = await totpNow();
    const wrong = Array.from({ length: 24 }, (_, i) =>
      String((Number(right) + 100_000 + i * 7_919) % 1_000_000).padStart(6, "0"),
    );
    const codes = [...wrong.slice(0, 12), right, ...wrong.slice(12)];
    const answers = await Promise.all(
      codes.map((code) => api.post("/admin/session/verify", { challenge: first.json.body.challenge, code })),
    );
    const badCodes = answers.filter((a) => a.json.errors?.code === BAD_CODE).length;
    const signedIn = answers.filter((a) => a.status === 200);
    // A code was checked when it was answered "not right", "locked" (the fifth) or signed in.
    const lockedByACode = answers.filter((a) => a.status === 423).length > 0 ? 1 : 0;
    expect(badCodes + lockedByACode + signedIn.length).toBeLessThanOrEqual(5);
    expect(signedIn.length).toBeLessThanOrEqual(1);
    if (signedIn.length === 1) {
      // The right code came before the fifth wrong one: what followed found the challenge used.
      expect(badCodes).toBeLessThanOrEqual(4);
      expect((await api.get("/admin/me", signedIn[0].json.body.token)).status).toBe(200);
    } else {
      expect(answers.filter((a) => a.status === 423).length).toBe(codes.length - 4);
      const [after] = await api.db.select().from(staff).where(eq(staff.id, member.id));
      expect(after.lockedUntil?.getTime()).toBeGreaterThan(api.clock.now().getTime());
    }
  });

  it("limits sign-ins per address through the shared limiter", async () => {
    const limited = await createTestApi({ seed: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push(
          (await limited.post("/admin/session", { email: `nobody${i}@woodnest.example`, password: "whatever-it-is" }))
            .status,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("staff sessions", () => {
  it("end after 8 hours without a request; each request starts the 8 hours again", async () => {
    const member = await createStaffMember(api, "content");
    const token = await staffToken(api, member.id);
    api.clock.advance(8 * HOUR - MINUTE);
    expect((await api.get("/admin/me", token)).status).toBe(200);
    api.clock.advance(8 * HOUR - MINUTE);
    expect((await api.get("/admin/me", token)).status).toBe(200);
    api.clock.advance(8 * HOUR + 1);
    expect((await api.get("/admin/me", token)).status).toBe(401);
  });

  it("end when signed out", async () => {
    const member = await createStaffMember(api, "content");
    const token = await staffToken(api, member.id);
    expect((await api.post("/admin/session/logout", undefined, token)).status).toBe(200);
    expect((await api.get("/admin/me", token)).status).toBe(401);
  });
});
