import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "../../db/schema";
import { createTestApi, type TestApi } from "../../test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const person = { name: "Rohan Mehta", mobile: "9876543210", email: "rohan@example.in" };

describe("POST /inquires", () => {
  it("stores each of the four forms with its type", async () => {
    const contact = await api.post("/inquires", { ...person, subject: "Bulk order", message: "Forty chairs" });
    const enquiry = await api.post("/inquires", { ...person, message: "Is the sofa in stock?" });
    const dealer = await api.post("/inquires", { ...person, inquiryType: "BECOME_MEMBER", message: "Jaipur store" });
    const project = await api.post("/inquires", {
      ...person,
      organization: "Sunrise School",
      pincode: "302001",
      intrests: "School Furniture,Office Furniture",
      inquiryType: "PROJECT",
    });
    for (const res of [contact, enquiry, dealer, project]) expect(res.status).toBe(200);
    expect([contact, enquiry, dealer, project].map((r) => r.json.body.inquiryType)).toEqual([
      "CONTACT",
      "ENQUIRY",
      "BECOME_MEMBER",
      "PROJECT",
    ]);
    const rows = await api.db.select().from(inquiries);
    expect(rows.find((r) => r.inquiryType === "PROJECT")).toMatchObject({
      organization: "Sunrise School",
      intrests: "School Furniture,Office Furniture",
    });
  });

  it("names every missing required field of the contact form", async () => {
    const res = await api.post("/inquires", { name: "", mobile: "", email: "", subject: "" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      name: "Name is a required field",
      mobile: "Mobile is a required field",
      email: "Email is a required field",
      subject: "Subject is a required field",
    });
  });

  it("checks mobile digits, email and the project pincode", async () => {
    const res = await api.post("/inquires", {
      name: "Rohan",
      mobile: "98765",
      email: "rohan@",
      pincode: "1100",
      inquiryType: "PROJECT",
    });
    expect(res.json.errors).toMatchObject({
      mobile: "Mobile must be exactly 10 digits",
      email: "Email must be a valid email",
      pincode: "Pincode must be exactly 6 digits",
    });
  });

  it("refuses an interest that is not on the list and an unknown type", async () => {
    const interest = await api.post("/inquires", { ...person, pincode: "110001", intrests: "Spaceships", inquiryType: "PROJECT" });
    expect(interest.json.errors).toEqual({ intrests: "Interests is not one of the allowed values" });
    const type = await api.post("/inquires", { ...person, inquiryType: "SPAM" });
    expect(type.status).toBe(400);
    expect(type.json.errors).toEqual({ inquiryType: "Unknown enquiry type" });
  });
});
