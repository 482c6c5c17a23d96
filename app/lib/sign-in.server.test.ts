import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { loginSchema, passwordLoginSchema } from "@api/validation/schemas";
import { RESEND_WAIT_SECONDS, constraintOf, replyFromApi, resendTimeFrom } from "./sign-in.server";

function formWith(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("replyFromApi", () => {
  it("puts an API error under the field of the same name and keeps what was typed", () => {
    const submission = parseWithZod(formWith({ mobile: "9876543210" }), { schema: loginSchema });
    const message = "Please wait 20 seconds before requesting a new OTP.";
    const result = replyFromApi(submission, { message, errors: { mobile: message } }, ["mobile"]);
    expect(result.error).toEqual({ mobile: [message] });
    expect(result.initialValue).toEqual({ mobile: "9876543210" });
  });

  it("shows a refusal no field of the form owns at the top of the form", () => {
    const submission = parseWithZod(formWith({ mobile: "9876543210" }), { schema: loginSchema });
    const message = "Too many requests. Please try again in 40 seconds.";
    const result = replyFromApi(submission, { message, errors: {} }, ["mobile"]);
    expect(result.error).toEqual({ "": [message] });
  });

  it("never sends a password back", () => {
    const submission = parseWithZod(formWith({ email: "asha@example.in", password: "secret-123" }), {
      schema: passwordLoginSchema,
    });
    const message = "Invalid email or password";
    const result = replyFromApi(submission, { message, errors: { password: message } }, ["email", "password"], ["password"]);
    expect(result.error).toEqual({ password: [message] });
    expect(result.initialValue).toEqual({ email: "asha@example.in" });
  });
});

describe("resendTimeFrom", () => {
  const now = Date.parse("2026-11-21T05:12:00.000Z");

  it("uses the time the API gave", () => {
    expect(resendTimeFrom({ resendAvailableAt: "2026-11-21T05:12:30.000Z" }, now)).toBe("2026-11-21T05:12:30.000Z");
  });

  it("falls back to the spec's wait from now when the API gave none or nonsense", () => {
    const expected = new Date(now + RESEND_WAIT_SECONDS * 1000).toISOString();
    expect(resendTimeFrom(null, now)).toBe(expected);
    expect(resendTimeFrom({ resendAvailableAt: "soon" }, now)).toBe(expected);
  });
});

describe("constraintOf", () => {
  it("gives a mobile at most 10 characters and a code exactly 4, as HTML attributes", () => {
    expect(constraintOf("mobileLogin").mobile).toMatchObject({ required: true, maxLength: 10 });
    expect(constraintOf("register").mobile).toMatchObject({ required: true, maxLength: 10 });
    expect(constraintOf("otp").otp).toEqual({ required: true, minLength: 4, maxLength: 4 });
  });

  it("leaves the other fields as the schema says", () => {
    expect(constraintOf("updateName")).toEqual({
      firstName: { required: true, maxLength: 50 },
      lastName: { required: false, maxLength: 50 },
    });
  });
});
