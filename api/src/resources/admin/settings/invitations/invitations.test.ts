import { generateTOTP } from "@epic-web/totp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staff, staffRecoveryCodes } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { openStaffApi } from "@api/test/staff-api";
import { RECOVERY_CODE_PATTERN } from "@api/validation/staff";
import { BAD_CODE } from "@api/resources/admin/session/session.handlers";
import { signInWithCode, uniqueStaffEmail } from "@api/resources/admin/test-helpers";
import { BAD_SETUP_CODE, INVITATION_GONE } from "./invitations.handlers";

let api: TestApi;
let ownerToken: string;
beforeAll(async () => {
  ({
    api,
    staff: { token: ownerToken },
  } = await openStaffApi("owner"));
});
afterAll(() => api.close());

const PASSWORD = "a-long-teak-password";
const codeFor = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

async function invite(role = "catalogue") {
  const email = uniqueStaffEmail("invitee");
  const res = await api.post("/admin/staff", { name: "Meena Pillai", email, role }, ownerToken);
  expect(res.status).toBe(200);
  return { email, token: res.json.body.invitationUrl.split("/").pop() as string };
}

/** Password, then the authenticator: what the invitation page does. */
async function completeSetup(token: string) {
  const password = await api.post(`/admin/invitations/${token}/password`, { password: PASSWORD, cPassword: PASSWORD });
  expect(password.status).toBe(200);
  const { secret } = password.json.body;
  const done = await api.post(`/admin/invitations/${token}/authenticator`, { code: await codeFor(secret) });
  expect(done.status).toBe(200);
  return { secret, ...done.json.body };
}

describe("accepting an invitation", () => {
  it("sets the password, enrols the authenticator, gives 10 recovery codes once and signs the invitee in", async () => {
    const { email, token } = await invite();
    const opened = await api.get(`/admin/invitations/${token}`);
    expect(opened.json.body).toEqual({ email, name: "Meena Pillai", role: "catalogue", step: "password" });

    const mismatch = await api.post(`/admin/invitations/${token}/password`, {
      password: PASSWORD,
      cPassword: "something-else",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors).toEqual({ cPassword: "Passwords must match" });
    const short = await api.post(`/admin/invitations/${token}/password`, { password: "short", cPassword: "short" });
    expect(short.json.errors.password).toBe("Password must be at least 12 characters");

    const password = await api.post(`/admin/invitations/${token}/password`, {
      password: PASSWORD,
      cPassword: PASSWORD,
    });
    expect(password.json.body).toMatchObject({
      step: "authenticator",
      secret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
    });
    expect(password.json.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    // The secret is kept sealed, never as the app sees it.
    const [row] = await api.db.select().from(staff).where(eq(staff.email, email));
    expect(row.totpSecret).not.toContain(password.json.body.secret);

    const wrong = await api.post(`/admin/invitations/${token}/authenticator`, { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ code: BAD_SETUP_CODE });

    const done = await api.post(`/admin/invitations/${token}/authenticator`, {
      code: await codeFor(password.json.body.secret),
    });
    expect(done.status).toBe(200);
    expect(done.json.body.recoveryCodes).toHaveLength(10);
    for (const code of done.json.body.recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(done.json.body.staff).toMatchObject({ email, status: "active" });
    expect((await api.get("/admin/me", done.json.body.token)).json.body.recoveryCodesLeft).toBe(10);
    const stored = await api.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(done.json.body.recoveryCodes[0]);
  });

  it("works once", async () => {
    const { token } = await invite();
    await completeSetup(token);
    const again = await api.get(`/admin/invitations/${token}`);
    expect(again.status).toBe(410);
    expect(again.json.message).toBe(INVITATION_GONE);
    expect(
      (await api.post(`/admin/invitations/${token}/password`, { password: PASSWORD, cPassword: PASSWORD })).status,
    ).toBe(410);
  });

  it("answers 410 for a link that never was", async () => {
    expect((await api.get("/admin/invitations/not-a-real-token")).status).toBe(410);
  });
});

describe("recovery codes", () => {
  it("each sign in once, in place of the app's code", async () => {
    const { email, token } = await invite("content");
    const { recoveryCodes } = await completeSetup(token);
    const signedIn = await signInWithCode(api, email, recoveryCodes[0].toUpperCase(), PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.body.recoveryCodesLeft).toBe(9);
    const again = await signInWithCode(api, email, recoveryCodes[0], PASSWORD);
    expect(again.status).toBe(401);
    expect(again.json.errors).toEqual({ code: BAD_CODE });
  });

  it("can be made again, and the old ones stop working", async () => {
    const { email, token } = await invite("content");
    const setup = await completeSetup(token);
    const fresh = await api.post("/admin/me/recovery-codes", undefined, setup.token);
    expect(fresh.status).toBe(200);
    expect(fresh.json.body.recoveryCodes).toHaveLength(10);
    expect((await signInWithCode(api, email, setup.recoveryCodes[1], PASSWORD)).status).toBe(401);
    expect((await signInWithCode(api, email, fresh.json.body.recoveryCodes[1], PASSWORD)).status).toBe(200);
  });
});
