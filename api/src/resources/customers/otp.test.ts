import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, otpCodes } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { HOUR, MINUTE, SECOND, latestCode, uniqueMobile, wrongCode } from "./test-helpers";

let api: TestApi;
beforeAll(async () => {
  // Per-address limits are tested on their own below; here they would only get in the way.
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(() => api.close());

async function loginAndCode(mobile: string) {
  const res = await api.post("/customers/login", { mobile });
  expect(res.status).toBe(200);
  return latestCode(api, mobile);
}

describe("mobile login", () => {
  it("turns an unknown mobile into a nameless customer and sends a 4-digit code", async () => {
    const mobile = uniqueMobile();
    const res = await api.post("/customers/login", { mobile });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 200,
      message: "OTP sent to your mobile number",
      body: { mobile },
      errors: {},
    });
    expect(new Date(res.json.body.resendAvailableAt).getTime()).toBe(api.clock.now().getTime() + 30 * SECOND);

    const [customer] = await api.db.select().from(customers).where(eq(customers.mobile, mobile));
    expect(customer).toMatchObject({ firstName: null, lastName: null, email: null, mobileVerifiedAt: null });

    const [message] = await api.outbox(mobile);
    expect(message.channel).toBe("sms");
    expect(message.body).toMatch(
      /^\d{4} is your Woodnest verification code\. It expires in 10 minutes\. Do not share it with anyone\.$/,
    );
  });

  it("stores only a hash of the code", async () => {
    const mobile = uniqueMobile();
    const code = await loginAndCode(mobile);
    const rows = await api.db.select().from(otpCodes).where(eq(otpCodes.destination, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].codeHash).not.toContain(code);
  });

  it("validates the mobile number", async () => {
    const res = await api.post("/customers/login", { mobile: "12345" });
    expect(res.status).toBe(400);
    expect(res.json.errors.mobile).toBe("Mobile must be exactly 10 digits");
    const empty = await api.post("/customers/login", {});
    expect(empty.json.errors.mobile).toBe("Mobile is a required field");
  });

  it("verifies a new customer without firstName, and with it after updateName", async () => {
    const mobile = uniqueMobile();
    const code = await loginAndCode(mobile);
    const res = await api.post("/customers/verifyAccount", { otp: code, mobile });
    expect(res.status).toBe(200);
    expect(res.json.body.token).toEqual(expect.any(String));
    expect(res.json.body).not.toHaveProperty("firstName");
    expect(res.json.body).toMatchObject({ mobile, email: null });

    const named = await api.post(
      "/customers/updateName",
      { firstName: "Ravi", lastName: "Kumar" },
      res.json.body.token,
    );
    expect(named.status).toBe(200);
    expect(named.json.body).toEqual({ firstName: "Ravi", lastName: "Kumar" });

    api.clock.advance(30 * SECOND);
    const again = await loginAndCode(mobile);
    const returning = await api.post("/customers/verifyAccount", { otp: again, mobile });
    expect(returning.status).toBe(200);
    expect(returning.json.body.firstName).toBe("Ravi");

    const [customer] = await api.db.select().from(customers).where(eq(customers.mobile, mobile));
    expect(customer.mobileVerifiedAt).not.toBeNull();
  });

  it("refuses a wrong code", async () => {
    const mobile = uniqueMobile();
    const code = await loginAndCode(mobile);
    const res = await api.post("/customers/verifyAccount", { otp: wrongCode(code), mobile });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: "Invalid OTP. Please check the code and try again.",
      errors: { otp: "Invalid OTP. Please check the code and try again." },
      body: null,
    });
  });

  it("accepts a code just before ten minutes and refuses it just after", async () => {
    const early = uniqueMobile();
    const earlyCode = await loginAndCode(early);
    api.clock.advance(10 * MINUTE - SECOND);
    expect((await api.post("/customers/verifyAccount", { otp: earlyCode, mobile: early })).status).toBe(200);

    const late = uniqueMobile();
    const lateCode = await loginAndCode(late);
    api.clock.advance(10 * MINUTE + SECOND);
    const res = await api.post("/customers/verifyAccount", { otp: lateCode, mobile: late });
    expect(res.status).toBe(400);
    expect(res.json.errors.otp).toBe("This OTP has expired. Please request a new one.");
  });

  it("accepts a code once only", async () => {
    const mobile = uniqueMobile();
    const code = await loginAndCode(mobile);
    expect((await api.post("/customers/verifyAccount", { otp: code, mobile })).status).toBe(200);
    const reuse = await api.post("/customers/verifyAccount", { otp: code, mobile });
    expect(reuse.status).toBe(400);
    expect(reuse.json.errors.otp).toBe("This OTP has already been used. Please request a new one.");
  });

  it("answers 400 on errors.otp when no code was ever sent", async () => {
    const res = await api.post("/customers/verifyAccount", { otp: "1234", mobile: uniqueMobile() });
    expect(res.status).toBe(400);
    expect(res.json.errors.otp).toMatch(/request a new one/);
  });

  it("requires a 4-character OTP and a mobile or email", async () => {
    const short = await api.post("/customers/verifyAccount", { otp: "12", mobile: uniqueMobile() });
    expect(short.status).toBe(400);
    expect(short.json.errors.otp).toBe("OTP must be exactly 4 characters");
    const nowhere = await api.post("/customers/verifyAccount", { otp: "1234" });
    expect(nowhere.status).toBe(400);
    expect(nowhere.json.errors.mobile).toBe("Mobile is a required field");
  });
});

describe("resending", () => {
  it("waits 30 seconds between sends and says how long is left", async () => {
    const mobile = uniqueMobile();
    await loginAndCode(mobile);
    api.clock.advance(10 * SECOND);
    const early = await api.post("/customers/resendOTP", { mobile });
    expect(early.status).toBe(429);
    expect(early.json.message).toBe("Please wait 20 seconds before requesting a new OTP.");
    expect(early.json.errors.mobile).toBe(early.json.message);
    expect(early.headers.get("retry-after")).toBe("20");
    expect(await api.outbox(mobile)).toHaveLength(1);

    api.clock.advance(20 * SECOND);
    const onTime = await api.post("/customers/resendOTP", { mobile });
    expect(onTime.status).toBe(200);
    expect(onTime.json.message).toBe("OTP sent to your mobile number");
    expect(await api.outbox(mobile)).toHaveLength(2);
  });

  it("counts a new login as a send too", async () => {
    const mobile = uniqueMobile();
    await loginAndCode(mobile);
    const again = await api.post("/customers/login", { mobile });
    expect(again.status).toBe(429);
  });

  it("allows 5 sends in an hour, refuses the 6th, and allows it once the first is an hour old", async () => {
    const mobile = uniqueMobile();
    await loginAndCode(mobile);
    for (let i = 0; i < 4; i++) {
      api.clock.advance(30 * SECOND);
      expect((await api.post("/customers/resendOTP", { mobile })).status).toBe(200);
    }
    api.clock.advance(30 * SECOND);
    const sixth = await api.post("/customers/resendOTP", { mobile });
    expect(sixth.status).toBe(429);
    // The first send was 2.5 minutes ago, so the hour frees up in 57.5 minutes.
    expect(sixth.json.message).toBe("Too many OTP requests. Please try again in 58 minutes.");
    expect(sixth.headers.get("retry-after")).toBe(String(57.5 * 60));

    api.clock.advance(57.5 * MINUTE - SECOND);
    expect((await api.post("/customers/resendOTP", { mobile })).status).toBe(429);
    api.clock.advance(SECOND);
    expect((await api.post("/customers/resendOTP", { mobile })).status).toBe(200);
  });

  it("makes the earlier code stop working", async () => {
    const mobile = uniqueMobile();
    const first = await loginAndCode(mobile);
    api.clock.advance(30 * SECOND);
    await api.post("/customers/resendOTP", { mobile });
    const second = await latestCode(api, mobile);
    const rows = await api.db.select().from(otpCodes).where(eq(otpCodes.destination, mobile));
    expect(rows.filter((r) => r.supersededAt === null)).toHaveLength(1);
    // Two sends can draw the same four digits; only then is the old code indistinguishable.
    if (first !== second) {
      const old = await api.post("/customers/verifyAccount", { otp: first, mobile });
      expect(old.status).toBe(400);
      expect(old.json.errors.otp).toBe("Invalid OTP. Please check the code and try again.");
    }
    expect((await api.post("/customers/verifyAccount", { otp: second, mobile })).status).toBe(200);
  });

  it("answers 404 with errors.email for an unknown email and errors.mobile for an unknown mobile", async () => {
    const email = await api.post("/customers/resendOTP", { email: "nobody@example.in" });
    expect(email.status).toBe(404);
    expect(email.json.errors.email).toBe("No account found for this email address");
    const mobile = await api.post("/customers/resendOTP", { mobile: uniqueMobile() });
    expect(mobile.status).toBe(404);
    expect(mobile.json.errors.mobile).toBe("No account found for this mobile number");
  });
});

describe("lockout", () => {
  async function fail(mobile: string, code: string) {
    const res = await api.post("/customers/verifyAccount", { otp: wrongCode(code), mobile });
    expect(res.status).toBe(400);
  }

  it("refuses even the right code after 5 failures, keeps the count over a resend, and lifts after 24 hours", async () => {
    const mobile = uniqueMobile();
    const code = await loginAndCode(mobile);
    for (let i = 0; i < 3; i++) await fail(mobile, code);

    // A fresh code does not wipe the slate: two more failures reach the limit.
    api.clock.advance(30 * SECOND);
    expect((await api.post("/customers/resendOTP", { mobile })).status).toBe(200);
    const fresh = await latestCode(api, mobile);
    await fail(mobile, fresh);
    api.clock.advance(MINUTE);
    await fail(mobile, fresh);

    const locked = await api.post("/customers/verifyAccount", { otp: fresh, mobile });
    expect(locked.status).toBe(429);
    expect(locked.json.errors.otp).toBe(locked.json.message);
    // The first failure was 1.5 minutes ago, so it leaves the 24-hour window in 23 h 58.5 min.
    expect(locked.json.message).toBe("Too many incorrect attempts. You can try again in 23 hours 59 minutes.");

    // The window rolls: once the first three failures are older than 24 hours, two remain.
    api.clock.advance(24 * HOUR - 90 * SECOND - SECOND);
    expect((await api.post("/customers/verifyAccount", { otp: fresh, mobile })).status).toBe(429);
    api.clock.advance(2 * SECOND);
    expect((await api.post("/customers/resendOTP", { mobile })).status).toBe(200);
    const after = await latestCode(api, mobile);
    const res = await api.post("/customers/verifyAccount", { otp: after, mobile });
    expect(res.status).toBe(200);
    expect(res.json.body.token).toEqual(expect.any(String));
  });

  it("locks one destination only", async () => {
    const victim = uniqueMobile();
    const code = await loginAndCode(victim);
    for (let i = 0; i < 5; i++) await fail(victim, code);
    expect((await api.post("/customers/verifyAccount", { otp: code, mobile: victim })).status).toBe(429);

    const other = uniqueMobile();
    const otherCode = await loginAndCode(other);
    expect((await api.post("/customers/verifyAccount", { otp: otherCode, mobile: other })).status).toBe(200);
  });

  it("counts failures correctly when guesses arrive at the same time", async () => {
    const mobile = uniqueMobile();
    const code = await loginAndCode(mobile);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => api.post("/customers/verifyAccount", { otp: wrongCode(code), mobile })),
    );
    expect(guesses.filter((r) => r.status === 400)).toHaveLength(5);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(3);
  });
});

describe("per-address limits", () => {
  it("refuses the 31st login from one address within 10 minutes", async () => {
    const strict = await createTestApi({ seed: false });
    try {
      for (let i = 0; i < 30; i++) {
        expect((await strict.post("/customers/login", { mobile: uniqueMobile() })).status).toBe(200);
      }
      const res = await strict.post("/customers/login", { mobile: uniqueMobile() });
      expect(res.status).toBe(429);
      expect(res.json.message).toMatch(/Too many requests/);
      strict.clock.advance(10 * MINUTE);
      expect((await strict.post("/customers/login", { mobile: uniqueMobile() })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe("a failing provider", () => {
  it("answers 502 and logs the failure with the code masked", async () => {
    const lines: string[] = [];
    const { error } = api.deps.logger;
    const { send } = api.deps.messenger;
    let sentBody = "";
    api.deps.logger.error = (event, fields) => lines.push(JSON.stringify({ event, ...fields }));
    api.deps.messenger.send = async (message) => {
      sentBody = message.body;
      throw new Error(`provider rejected: ${message.body}`);
    };
    try {
      const mobile = uniqueMobile();
      const res = await api.post("/customers/login", { mobile });
      expect(res.status).toBe(502);
      expect(res.json.errors.mobile).toBe("We could not send the OTP right now. Please try again shortly.");
      const code = sentBody.slice(0, 4);
      expect(code).toMatch(/^\d{4}$/);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("otp.send_failed");
      expect(lines[0]).not.toContain(code);
    } finally {
      api.deps.logger.error = error;
      api.deps.messenger.send = send;
    }
  });
});

describe("logs", () => {
  it("never carry a code", async () => {
    const lines: string[] = [];
    const capture = (event: string, fields?: Record<string, unknown>) =>
      lines.push(JSON.stringify({ event, ...fields }));
    const { info, error } = api.deps.logger;
    api.deps.logger.info = capture;
    api.deps.logger.error = capture;
    try {
      const mobile = uniqueMobile();
      const headers = { "x-request-id": "otp-log-test" };
      await api.request("POST", "/customers/login", { body: { mobile }, headers });
      const code = await latestCode(api, mobile);
      await api.request("POST", "/customers/verifyAccount", { body: { otp: wrongCode(code), mobile }, headers });
      await api.request("POST", "/customers/verifyAccount", { body: { otp: code, mobile }, headers });

      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) {
        expect(line).not.toMatch(new RegExp(`\\b${code}\\b`));
        expect(line).not.toMatch(/verification code/);
      }
    } finally {
      api.deps.logger.info = info;
      api.deps.logger.error = error;
    }
  });
});
