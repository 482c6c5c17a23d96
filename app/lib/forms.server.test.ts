import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { formSchemas } from "~/components/enquiry/form-schemas";
import { formConstraint, replyFromApi } from "./forms.server";

describe("formConstraint", () => {
  it("gives the digit fields a pattern and a maxLength, so typing stops at the count without JavaScript", () => {
    const project = formConstraint("project");
    expect(project.mobile).toMatchObject({ required: true, pattern: "\\d{10}", maxLength: 10 });
    expect(project.pincode).toMatchObject({ required: true, pattern: "\\d{6}", maxLength: 6 });
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
    const reply = replyFromApi(submission(), { message: "Too many requests", errors: { _: "Too many requests" } }, ["email"]);
    expect(reply.error).toEqual({ "": ["Too many requests"] });
  });
});
