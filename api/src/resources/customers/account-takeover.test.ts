import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { SECOND, latestCode, uniqueEmail, uniqueMobile } from "./test-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(() => api.close());

const ATTACKER_PASSWORD = "attacker-knows-this";

/** Step 1: someone registers with the victim's address and a password of their own, and never proves it. */
async function preRegister(victimEmail: string) {
  const attackerMobile = uniqueMobile();
  const res = await api.post("/customers/register", {
    firstName: "Mallory",
    mobile: attackerMobile,
    email: victimEmail,
    password: ATTACKER_PASSWORD,
    cPassword: ATTACKER_PASSWORD,
  });
  expect(res.status).toBe(200);
  // The attacker also gets a session the honest way, through their own mobile.
  api.clock.advance(30 * SECOND);
  await api.post("/customers/login", { mobile: attackerMobile });
  const otp = await latestCode(api, attackerMobile);
  const attackerSession = await api.post("/customers/verifyAccount", { otp, mobile: attackerMobile });
  expect(attackerSession.status).toBe(200);
  return { attackerMobile, attackerToken: attackerSession.json.body.token as string };
}

const passwordLogin = (email: string, password: string) =>
  api.post("/customers/loginWithPassword", { email, password });

describe("the pre-registration takeover, step by step", () => {
  // One attack, played in order: each step starts where the one before ended.
  const victim = uniqueEmail("victim");
  const own = "victims-own-password";
  let attackerToken: string;
  let victimToken: string;

  it("1. someone registers with the victim's address and a password, and never proves it", async () => {
    ({ attackerToken } = await preRegister(victim));
    const [registered] = await api.db.select().from(customers).where(eq(customers.email, victim));
    expect(registered.passwordHash).not.toBeNull();
    expect(registered.emailVerifiedAt).toBeNull();
  });

  it("2. their password does not sign in while the address is unproven", async () => {
    api.clock.advance(30 * SECOND);
    const refused = await passwordLogin(victim, ATTACKER_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.json.body).toBeNull();
  });

  it("3. the victim signs in with a code sent to their address", async () => {
    api.clock.advance(30 * SECOND);
    expect((await api.post("/customers/resendOTP", { email: victim })).status).toBe(200);
    const otp = await latestCode(api, victim);
    const victimSession = await api.post("/customers/verifyAccount", { otp, email: victim });
    expect(victimSession.status).toBe(200);
    victimToken = victimSession.json.body.token as string;
  });

  it("4. the attacker's password is gone and their session has ended", async () => {
    const [proven] = await api.db.select().from(customers).where(eq(customers.email, victim));
    expect(proven.passwordHash).toBeNull();
    expect(proven.emailVerifiedAt).not.toBeNull();
    expect((await passwordLogin(victim, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await api.get("/customers/profile", attackerToken)).status).toBe(401);
    expect((await api.get("/customers/profile", victimToken)).json.body.hasPassword).toBe(false);
  });

  it("5. the victim sets a password of their own, no old one asked, and signs in with it", async () => {
    const set = await api.put(
      "/customers/profile",
      { firstName: "Vidya", lastName: "Rao", email: victim, password: own, cPassword: own },
      victimToken,
    );
    expect(set.status).toBe(200);
    expect((await passwordLogin(victim, own)).status).toBe(200);
    expect((await passwordLogin(victim, ATTACKER_PASSWORD)).status).toBe(401);
  });
});

describe("the pre-registration takeover, other ways it ends", () => {
  it("ends when the owner of the address resets the password", async () => {
    const victim = uniqueEmail("victim");
    const { attackerToken } = await preRegister(victim);
    expect((await passwordLogin(victim, ATTACKER_PASSWORD)).status).toBe(403);

    api.clock.advance(30 * SECOND);
    expect((await api.post("/customers/forgotPassword", { email: victim })).status).toBe(200);
    const otp = await latestCode(api, victim);
    const own = "victims-own-password";
    const reset = await api.post("/customers/resetPassword", { email: victim, otp, password: own, cPassword: own });
    expect(reset.status).toBe(200);

    expect((await passwordLogin(victim, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await api.get("/customers/profile", attackerToken)).status).toBe(401);
    expect((await passwordLogin(victim, own)).status).toBe(200);
  });

  it("a resend cannot turn the attacker's unfinished registration into the owner's proof", async () => {
    const victim = uniqueEmail("victim");
    await preRegister(victim);
    // A plain resend (what anyone may ask for) is a sign-in code even while the registration code waits.
    api.clock.advance(30 * SECOND);
    await api.post("/customers/resendOTP", { email: victim });
    const otp = await latestCode(api, victim);
    expect((await api.post("/customers/verifyAccount", { otp, email: victim })).status).toBe(200);
    expect((await passwordLogin(victim, ATTACKER_PASSWORD)).status).toBe(401);
  });
});

describe("the password holder's own proof keeps the password", () => {
  it("after registering, through the registration code and its resend", async () => {
    const email = uniqueEmail("honest");
    const password = "honest-password";
    await api.post("/customers/register", {
      firstName: "Asha",
      mobile: uniqueMobile(),
      email,
      password,
      cPassword: password,
    });
    api.clock.advance(30 * SECOND);
    // The verify screen's resend continues the registration.
    expect((await api.post("/customers/resendOTP", { email, purpose: "register" })).status).toBe(200);
    const otp = await latestCode(api, email);
    expect((await api.post("/customers/verifyAccount", { otp, email })).status).toBe(200);
    expect((await passwordLogin(email, password)).status).toBe(200);
  });

  it("after changing the address, through the code password sign-in sends", async () => {
    const { token } = await api.signIn({ firstName: "Dev" });
    const email = uniqueEmail("changed");
    const password = "dev-password-1";
    const changed = await api.put(
      "/customers/profile",
      { firstName: "Dev", lastName: "Roy", email, password, cPassword: password },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await passwordLogin(email, password)).status).toBe(403);
    const otp = await latestCode(api, email);
    expect((await api.post("/customers/verifyAccount", { otp, email })).status).toBe(200);
    expect((await passwordLogin(email, password)).status).toBe(200);
    // The session that changed the address lives on: nothing was taken from anyone.
    expect((await api.get("/customers/profile", token)).status).toBe(200);
  });
});
