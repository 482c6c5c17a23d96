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

const registration = (overrides: Record<string, string> = {}) => {
  const password = "teak-and-rosewood";
  return {
    firstName: "Meera",
    lastName: "Iyer",
    mobile: uniqueMobile(),
    email: uniqueEmail("meera"),
    password,
    cPassword: password,
    ...overrides,
  };
};

/** Registers and proves the email, as the storefront's register flow does. */
async function registerVerified(overrides: Record<string, string> = {}) {
  const form = registration(overrides);
  expect((await api.post("/customers/register", form)).status).toBe(200);
  const otp = await latestCode(api, form.email);
  const verified = await api.post("/customers/verifyAccount", { otp, email: form.email });
  expect(verified.status).toBe(200);
  return { ...form, token: verified.json.body.token as string };
}

describe("registration", () => {
  it("stores a scrypt hash, sends an email code and verifies the email", async () => {
    const form = registration({ email: uniqueEmail("Meera").toUpperCase() });
    const res = await api.post("/customers/register", form);
    expect(res.status).toBe(200);
    const email = form.email.toLowerCase();
    expect(res.json.body.email).toBe(email);

    const [customer] = await api.db.select().from(customers).where(eq(customers.email, email));
    expect(customer.passwordHash).toMatch(/^scrypt\$/);
    expect(customer.passwordHash).not.toContain(form.password);
    expect(customer.emailVerifiedAt).toBeNull();

    const [message] = await api.outbox(email);
    expect(message).toMatchObject({ channel: "email", subject: "Your Woodnest verification code" });

    const otp = await latestCode(api, email);
    const verified = await api.post("/customers/verifyAccount", { otp, email: form.email });
    expect(verified.status).toBe(200);
    expect(verified.json.body).toMatchObject({ firstName: "Meera", email, mobile: form.mobile });
    const [after] = await api.db.select().from(customers).where(eq(customers.email, email));
    expect(after.emailVerifiedAt).not.toBeNull();
  });

  it("answers 409 for a mobile or email already registered", async () => {
    const first = await registerVerified();
    const sameMobile = await api.post("/customers/register", registration({ mobile: first.mobile }));
    expect(sameMobile.status).toBe(409);
    expect(sameMobile.json.errors.mobile).toBe("This mobile number is already registered. Please login.");

    const sameEmail = await api.post("/customers/register", registration({ email: first.email }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.errors.email).toBe("This email address is already registered. Please login.");
  });

  it("completes a customer a bare login created, but not one who proved the number", async () => {
    const mobile = uniqueMobile();
    await api.post("/customers/login", { mobile });
    const completed = await api.post("/customers/register", registration({ mobile }));
    expect(completed.status).toBe(200);
    const rows = await api.db.select().from(customers).where(eq(customers.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe("Meera");

    // Someone who verified the number owns it (and maybe its orders): registering over it is refused.
    const proven = uniqueMobile();
    await api.post("/customers/login", { mobile: proven });
    await api.post("/customers/verifyAccount", { otp: await latestCode(api, proven), mobile: proven });
    const refused = await api.post("/customers/register", registration({ mobile: proven }));
    expect(refused.status).toBe(409);
    expect(refused.json.errors.mobile).toMatch(/already registered/);
  });

  it("validates the fields with the shared wording", async () => {
    const res = await api.post("/customers/register", {
      firstName: "",
      mobile: "98",
      email: "not-an-email",
      password: "",
      cPassword: "x",
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      firstName: "First name is a required field",
      mobile: "Mobile must be exactly 10 digits",
      email: "Email must be a valid email",
      password: "Password is a required field",
    });
    const mismatch = await api.post("/customers/register", registration({ cPassword: "something-else" }));
    expect(mismatch.json.errors.cPassword).toBe("Passwords must match");
  });

  it("lets a shopper who lost access reach the account through an email code", async () => {
    const form = await registerVerified();
    api.clock.advance(30 * SECOND);
    const resend = await api.post("/customers/resendOTP", { email: form.email });
    expect(resend.status).toBe(200);
    expect(resend.json.message).toBe("OTP sent to your email address");
    const otp = await latestCode(api, form.email);
    const res = await api.post("/customers/verifyAccount", { otp, email: form.email });
    expect(res.status).toBe(200);
    expect(res.json.body.firstName).toBe("Meera");
  });
});

describe("password login", () => {
  it("signs in with the right pair", async () => {
    const form = await registerVerified();
    const res = await api.post("/customers/loginWithPassword", { email: form.email, password: form.password });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ firstName: "Meera", email: form.email, mobile: form.mobile });
    const profile = await api.get("/customers/profile", res.json.body.token);
    expect(profile.status).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const form = await registerVerified();
    const wrong = await api.post("/customers/loginWithPassword", { email: form.email, password: "not-the-password" });
    const unknown = await api.post("/customers/loginWithPassword", {
      email: uniqueEmail("ghost"),
      password: form.password,
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json.message).toBe("Invalid email or password");
    }
    expect(wrong.json).toEqual(unknown.json);
  });

  it("refuses an unverified email with 403 and sends a code", async () => {
    const form = registration();
    await api.post("/customers/register", form);
    api.clock.advance(30 * SECOND);
    const res = await api.post("/customers/loginWithPassword", { email: form.email, password: form.password });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/verify your email/);
    expect(await api.outbox(form.email)).toHaveLength(2);

    const otp = await latestCode(api, form.email);
    await api.post("/customers/verifyAccount", { otp, email: form.email });
    const after = await api.post("/customers/loginWithPassword", { email: form.email, password: form.password });
    expect(after.status).toBe(200);
  });

  it("requires email and password", async () => {
    const res = await api.post("/customers/loginWithPassword", {});
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ email: "Email is a required field", password: "Password is a required field" });
  });
});

describe("sessions", () => {
  it("revokes the token on logout", async () => {
    const { token } = await api.signIn();
    expect((await api.get("/customers/profile", token)).status).toBe(200);
    const out = await api.post("/customers/logout", undefined, token);
    expect(out.status).toBe(200);
    expect(out.json.message).toBe("Account Logout Successfully");
    const after = await api.get("/customers/profile", token);
    expect(after.status).toBe(401);
    expect(after.json.message).toBe("Please login to continue");
  });

  it("expires tokens after TOKEN_TTL_DAYS", async () => {
    const mobile = uniqueMobile();
    await api.post("/customers/login", { mobile });
    const verified = await api.post("/customers/verifyAccount", { otp: await latestCode(api, mobile), mobile });
    const { token, expiresAt } = verified.json.body;
    expect(new Date(expiresAt).getTime()).toBe(api.clock.now().getTime() + 30 * 24 * 3600 * SECOND);
    api.clock.advance(30 * 24 * 3600 * SECOND - SECOND);
    expect((await api.get("/customers/profile", token)).status).toBe(200);
    api.clock.advance(SECOND);
    expect((await api.get("/customers/profile", token)).status).toBe(401);
  });

  it.each([
    ["POST", "/customers/updateName"],
    ["POST", "/customers/logout"],
    ["GET", "/customers/profile"],
    ["PUT", "/customers/profile"],
  ])("%s %s needs a token", async (method, path) => {
    const body = method === "GET" ? undefined : {};
    const res = await api.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ status: 401, message: "Please login to continue", body: null });
    const forged = await api.request(method, path, { body, token: "not-a-real-token" });
    expect(forged.status).toBe(401);
  });
});

describe("profile", () => {
  it("reads the profile", async () => {
    const form = await registerVerified();
    const res = await api.get("/customers/profile", form.token);
    expect(res.json.body).toEqual({
      firstName: "Meera",
      lastName: "Iyer",
      email: form.email,
      mobile: form.mobile,
      emailVerified: true,
      mobileVerified: false,
      hasPassword: true,
    });
  });

  it("updates the name and email; a new email must be verified again", async () => {
    const form = await registerVerified();
    const email = uniqueEmail("new");
    const res = await api.put("/customers/profile", { firstName: "Meena", lastName: "Rao", email }, form.token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ firstName: "Meena", lastName: "Rao", email, emailVerified: false });
    const login = await api.post("/customers/loginWithPassword", { email, password: form.password });
    expect(login.status).toBe(403);
  });

  it("refuses an email another customer uses", async () => {
    const other = await registerVerified();
    const me = await registerVerified();
    const res = await api.put(
      "/customers/profile",
      { firstName: "Meera", lastName: "Iyer", email: other.email },
      me.token,
    );
    expect(res.status).toBe(409);
    expect(res.json.errors.email).toBe("This email address is already used by another account.");
  });

  it("changes the password only with the right old one, and signs out other devices", async () => {
    const form = await registerVerified();
    const elsewhere = (await api.post("/customers/loginWithPassword", { email: form.email, password: form.password }))
      .json.body.token;
    const base = {
      firstName: "Meera",
      lastName: "Iyer",
      email: form.email,
      password: "new-secret-123",
      cPassword: "new-secret-123",
    };

    const missing = await api.put("/customers/profile", base, form.token);
    expect(missing.status).toBe(400);
    expect(missing.json.errors.oldPassword).toBe("Old password is a required field");

    const wrong = await api.put("/customers/profile", { ...base, oldPassword: "guess-guess" }, form.token);
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.oldPassword).toBe("Old password is incorrect");

    const mismatch = await api.put(
      "/customers/profile",
      { ...base, oldPassword: form.password, cPassword: "x" },
      form.token,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors.cPassword).toBe("Passwords must match");

    const changed = await api.put("/customers/profile", { ...base, oldPassword: form.password }, form.token);
    expect(changed.status).toBe(200);
    expect(
      (await api.post("/customers/loginWithPassword", { email: form.email, password: form.password })).status,
    ).toBe(401);
    expect(
      (await api.post("/customers/loginWithPassword", { email: form.email, password: "new-secret-123" })).status,
    ).toBe(200);
    expect((await api.get("/customers/profile", form.token)).status).toBe(200);
    expect((await api.get("/customers/profile", elsewhere)).status).toBe(401);
  });

  it("lets a customer without a password set one without an old password", async () => {
    const { token } = await api.signIn({ firstName: "Kabir" });
    const email = uniqueEmail("kabir");
    const res = await api.put(
      "/customers/profile",
      { firstName: "Kabir", lastName: "Shah", email, password: "first-password", cPassword: "first-password" },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body.hasPassword).toBe(true);
  });

  it("validates the account form", async () => {
    const { token } = await api.signIn();
    const res = await api.put("/customers/profile", { firstName: "", lastName: "", email: "x" }, token);
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      firstName: "First name is a required field",
      lastName: "Last name is a required field",
      email: "Email must be a valid email",
    });
  });

  it("updateName validates the first name", async () => {
    const { token } = await api.signIn({ firstName: null });
    const res = await api.post("/customers/updateName", { firstName: "" }, token);
    expect(res.status).toBe(400);
    expect(res.json.errors.firstName).toBe("First name is a required field");
    const ok = await api.post("/customers/updateName", { firstName: "Zoya" }, token);
    expect(ok.json.body).toEqual({ firstName: "Zoya", lastName: null });
  });
});
