import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { loginSchema, passwordLoginSchema } from "@api/validation/schemas";
import { formSchemas } from "~/components/forms/form-schemas";
import { formConstraint, replyFromApi } from "./forms.server";

describe("formConstraint", () => {
  it("gives the digit fields a pattern and a maxLength, so typing stops at the count without JavaScript", () => {
    const project = formConstraint("project");
    expect(project.mobile).toMatchObject({ required: true, pattern: "\\d{10}", maxLength: 10 });
    expect(project.pincode).toMatchObject({ required: true, pattern: "\\d{6}", maxLength: 6 });
  });

  it("gives a sign-in mobile at most 10 characters and a code exactly 4", () => {
    expect(formConstraint("mobileLogin").mobile).toMatchObject({ required: true, maxLength: 10 });
    expect(formConstraint("register").mobile).toMatchObject({ required: true, maxLength: 10 });
    expect(formConstraint("otp").otp).toEqual({ required: true, minLength: 4, maxLength: 4 });
  });

  it("gives the checkout's typed address its digit rules without making it required", () => {
    expect(formConstraint("placeOrder").pincode).toEqual({ required: false, pattern: "\\d{6}", maxLength: 6 });
  });

  it("leaves the other fields as the schema says", () => {
    expect(formConstraint("updateName")).toEqual({
      firstName: { required: true, maxLength: 50 },
      lastName: { required: false, maxLength: 50 },
    });
  });

  it("keeps required and length limits but no pattern for the letters rule", () => {
    const contact = formConstraint("contact");
    expect(contact.name).toMatchObject({ required: true, maxLength: 100 });
    expect(contact.name?.pattern).toBeUndefined();
    expect(contact.message?.required).toBeFalsy();
    expect(contact.subject).toMatchObject({ required: true, maxLength: 200 });
  });
});

describe("replyFromApi", () => {
  const submission = () => {
    const formData = new FormData();
    formData.set("email", "asha@example.in");
    return parseWithZod(formData, { schema: formSchemas.newsletter });
  };

  it("puts the API's field errors on their fields and keeps what was typed", () => {
    const reply = replyFromApi(
      submission(),
      { message: "Email must be a valid email", errors: { email: "Email must be a valid email" } },
      ["email"],
    );
    expect(reply.error).toEqual({ email: ["Email must be a valid email"] });
    expect(reply.initialValue).toEqual({ email: "asha@example.in" });
  });

  it("shows the message for the whole form when no field claims it", () => {
    const reply = replyFromApi(submission(), { message: "Too many requests", errors: { _: "Too many requests" } }, [
      "email",
    ]);
    expect(reply.error).toEqual({ "": ["Too many requests"] });
  });

  it("puts an API error under the field of the same name and keeps what was typed", () => {
    const formData = new FormData();
    formData.set("mobile", "9876543210");
    const message = "Please wait 20 seconds before requesting a new OTP.";
    const submission = parseWithZod(formData, { schema: loginSchema });
    const reply = replyFromApi(submission, { message, errors: { mobile: message } }, ["mobile"]);
    expect(reply.error).toEqual({ mobile: [message] });
    expect(reply.initialValue).toEqual({ mobile: "9876543210" });
  });

  it("never sends a password back", () => {
    const formData = new FormData();
    formData.set("email", "asha@example.in");
    formData.set("password", "secret-123");
    const message = "Invalid email or password";
    const reply = replyFromApi(
      parseWithZod(formData, { schema: passwordLoginSchema }),
      { message, errors: { password: message } },
      ["email", "password"],
      ["password"],
    );
    expect(reply.error).toEqual({ password: [message] });
    expect(reply.initialValue).toEqual({ email: "asha@example.in" });
  });
});
