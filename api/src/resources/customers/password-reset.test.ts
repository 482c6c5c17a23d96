import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { passwordChangedText } from "./customers.service";
import { SECOND, latestCode, uniqueEmail, uniqueMobile } from "./test-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(() => api.close());

const OLD = "old-password-1";
const NEW = "brand-new-password";

/** A registered, verified customer signed in on two devices. */
async function customerOnTwoDevices() {
  const email = uniqueEmail("reset");
  await api.post("/customers/register", {
    firstName: "Nisha",
    mobile: uniqueMobile(),
    email,
    password: OLD,
    cPassword: OLD,
  });
  const first = await api.post("/customers/verifyAccount", { otp: await latestCode(api, email), email });
  const second = await api.post("/customers/loginWithPassword", { email, password: OLD });
  expect(second.status).toBe(200);
  api.clock.advance(30 * SECOND);
  return { email, tokens: [first.json.body.token as string, second.json.body.token as string] };
}

async function requestCode(email: string) {
  const res = await api.post("/customers/forgotPassword", { email });
  expect(res.status).toBe(200);
  return latestCode(api, email);
}

describe("forgotten password", () => {
  it("answers an unknown address exactly as a known one, and sends nothing", async () => {
    const { email } = await customerOnTwoDevices();
    const known = await api.post("/customers/forgotPassword", { email });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await api.post("/customers/forgotPassword", { email: unknownEmail });
    expect(known.json.message).toBe("If an account uses this email address, we have sent it a code.");
    expect({ ...unknown.json, body: { ...unknown.json.body, email: email } }).toEqual(known.json);
    expect(await api.outbox(unknownEmail)).toHaveLength(0);
  });

  it("sets the new password, ends every session, marks the address proven and tells the owner", async () => {
    const { email, tokens } = await customerOnTwoDevices();
    const otp = await requestCode(email);
    const res = await api.post("/customers/resetPassword", { email, otp, password: NEW, cPassword: NEW });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Your password has been changed.");
    expect(res.json.body).toMatchObject({ firstName: "Nisha", email, token: expect.any(String) });

    for (const token of tokens) expect((await api.get("/customers/profile", token)).status).toBe(401);
    expect((await api.get("/customers/profile", res.json.body.token)).status).toBe(200);
    expect((await api.post("/customers/loginWithPassword", { email, password: OLD })).status).toBe(401);
    expect((await api.post("/customers/loginWithPassword", { email, password: NEW })).status).toBe(200);

    const notices = (await api.outbox(email)).filter((m) => m.subject === "Your Woodnest password was changed");
    expect(notices).toEqual([expect.objectContaining({ channel: "email", body: passwordChangedText })]);
  });

  it("proves an address that was never verified", async () => {
    const email = uniqueEmail("unverified");
    await api.post("/customers/register", {
      firstName: "Ravi",
      mobile: uniqueMobile(),
      email,
      password: OLD,
      cPassword: OLD,
    });
    api.clock.advance(30 * SECOND);
    const otp = await requestCode(email);
    expect((await api.post("/customers/resetPassword", { email, otp, password: NEW, cPassword: NEW })).status).toBe(
      200,
    );
    const [row] = await api.db.select().from(customers).where(eq(customers.email, email));
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await api.post("/customers/loginWithPassword", { email, password: NEW })).status).toBe(200);
  });

  it("checks the new password with the account-details rules, before the code is spent", async () => {
    const { email } = await customerOnTwoDevices();
    const otp = await requestCode(email);
    const short = await api.post("/customers/resetPassword", { email, otp, password: "short", cPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.json.errors.password).toBe("New password must be at least 8 characters");
    const mismatch = await api.post("/customers/resetPassword", {
      email,
      otp,
      password: NEW,
      cPassword: "something-else",
    });
    expect(mismatch.json.errors.cPassword).toBe("Passwords must match");
    const empty = await api.post("/customers/resetPassword", {});
    expect(empty.json.errors).toMatchObject({
      email: "Email is a required field",
      otp: "OTP is a required field",
      password: "New password is a required field",
    });
    expect((await api.post("/customers/resetPassword", { email, otp, password: NEW, cPassword: NEW })).status).toBe(
      200,
    );
  });

  it("refuses a wrong code and an address with no account", async () => {
    const { email } = await customerOnTwoDevices();
    const otp = await requestCode(email);
    const wrong = await api.post("/customers/resetPassword", {
      email,
      otp: otp === "0000" ? "0001" : "0000",
      password: NEW,
      cPassword: NEW,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.otp).toBe("Invalid OTP. Please check the code and try again.");
    const nobody = await api.post("/customers/resetPassword", {
      email: uniqueEmail("nobody"),
      otp,
      password: NEW,
      cPassword: NEW,
    });
    expect(nobody.status).toBe(400);
    expect(nobody.json.errors.otp).toBe("No OTP has been sent here yet. Please request a new one.");
  });
});

describe("codes prove only what they were sent for", () => {
  it("a sign-in code completes no reset", async () => {
    const { email } = await customerOnTwoDevices();
    await api.post("/customers/resendOTP", { email });
    const otp = await latestCode(api, email);
    const res = await api.post("/customers/resetPassword", { email, otp, password: NEW, cPassword: NEW });
    expect(res.status).toBe(400);
    expect(res.json.errors.otp).toBe("This OTP was sent for something else. Please request a new one.");
    expect((await api.post("/customers/loginWithPassword", { email, password: OLD })).status).toBe(200);
  });

  it("a reset code signs nobody in", async () => {
    const { email } = await customerOnTwoDevices();
    const otp = await requestCode(email);
    const res = await api.post("/customers/verifyAccount", { otp, email });
    expect(res.status).toBe(400);
    expect(res.json.errors.otp).toBe("This OTP was sent for something else. Please request a new one.");
    // Still usable for what it was sent for.
    expect((await api.post("/customers/resetPassword", { email, otp, password: NEW, cPassword: NEW })).status).toBe(
      200,
    );
  });
});
