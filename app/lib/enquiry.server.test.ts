import { describe, expect, it } from "vitest";
import { dealerSchema, projectEnquirySchema } from "@api/validation/schemas";
import { enquiryPayload } from "./enquiry.server";

const person = { name: "Asha Verma", mobile: "9811122233", email: "asha@example.in" };

describe("enquiryPayload", () => {
  it("sends the contact and short enquiry forms as they are", () => {
    const contact = { ...person, subject: "Delivery", message: "When?" };
    expect(enquiryPayload("contact", contact)).toEqual(contact);
    expect(enquiryPayload("enquiry", person)).toEqual(person);
  });

  it("names the dealer form's type, as the API's dealer schema expects", () => {
    const payload = enquiryPayload("dealer", { ...person, message: "Jaipur store" });
    expect(payload).toEqual({ ...person, message: "Jaipur store", inquiryType: "BECOME_MEMBER" });
    expect(dealerSchema.safeParse(payload).success).toBe(true);
  });

  it("joins the project form's interests with commas and names its type", () => {
    const payload = enquiryPayload("project", {
      ...person,
      pincode: "110001",
      intrests: ["School Furniture", "Office Furniture"],
    });
    expect(payload).toEqual({
      ...person,
      pincode: "110001",
      intrests: "School Furniture,Office Furniture",
      inquiryType: "PROJECT",
    });
    expect(projectEnquirySchema.safeParse(payload).success).toBe(true);
  });

  it("leaves intrests out when none is ticked", () => {
    const payload = enquiryPayload("project", { ...person, pincode: "110001" });
    expect(payload).toEqual({ ...person, pincode: "110001", inquiryType: "PROJECT" });
    expect(projectEnquirySchema.safeParse(payload).success).toBe(true);
  });
});
