import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, mailOutbox, products, siteContent } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import { aboutProductLine } from "@api/validation/enquiry-product";
import type { Messenger } from "@api/services/messaging/messenger";
import { createTestApi, type TestApi } from "@api/test/harness";
import { deliverMail } from "../mail-outbox/deliver-mail";
import { queueMail } from "../mail-outbox/queue-mail";
import { MAX_ATTEMPTS, retryDelayMs } from "../order-messages/deliver-order-messages";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
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
    const interest = await api.post("/inquires", {
      ...person,
      pincode: "110001",
      intrests: "Spaceships",
      inquiryType: "PROJECT",
    });
    expect(interest.json.errors).toEqual({ intrests: "Interests is not one of the allowed values" });
    const type = await api.post("/inquires", { ...person, inquiryType: "SPAM" });
    expect(type.status).toBe(400);
    expect(type.json.errors).toEqual({ inquiryType: "Unknown enquiry type" });
  });
});

describe("the shop's notice of a new enquiry", () => {
  const writeDocument = (key: string, body: unknown) =>
    api.db.insert(siteContent).values({ key, body }).onConflictDoUpdate({ target: siteContent.key, set: { body } });
  const noticesTo = (to: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, "enquiry_received")));

  it("is written with the enquiry, to the Contact Us page's enquiry email, and the job delivers it", async () => {
    await writeDocument("contactUs", { inquiryEmail: "enquiries@woodnest.example" });
    await writeDocument("settings", { contactUs: { supportEmail: "support@woodnest.example" } });
    const sent = await api.post("/inquires", {
      ...person,
      name: "Kavya Rao",
      subject: "Teak bed",
      message: "Do you deliver to Mysuru?",
    });
    expect(sent.status).toBe(200);
    const [notice] = await noticesTo("enquiries@woodnest.example");
    expect(notice).toMatchObject({ status: "pending", subject: "New contact enquiry: Kavya Rao" });
    expect(notice.body).toContain("Do you deliver to Mysuru?");
    expect(notice.body).toContain(`/admin/enquiries/${sent.json.body._id}`);

    expect(await deliverMail(api.deps)).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = await api.outbox("enquiries@woodnest.example");
    expect(mail.subject).toBe("New contact enquiry: Kavya Rao");
  });

  it("names a product enquiry once, and links the product it was sent from on the storefront", async () => {
    await writeDocument("contactUs", { inquiryEmail: "products@woodnest.example" });
    const picture = placeholderImage("Mahika Round Pouffe");
    await api.db.insert(products).values({
      id: newId(),
      name: "Mahika Round Pouffe",
      slug: "mahika-round-pouffe",
      sku: "WN-POUF-01",
      sellingPricePaise: 100,
      mrpPaise: 100,
      defaultImage: picture,
      image: picture,
    });
    const message = `${aboutProductLine("Mahika Round Pouffe (SKU WN-POUF-01)", "/product/mahika-round-pouffe/color/teal")}\nIs it washable?`;
    const sent = await api.post("/inquires", { ...person, name: "Rohit Mehta", message });
    expect(sent.status).toBe(200);
    const [notice] = await noticesTo("products@woodnest.example");
    expect(notice.subject).toBe("New product enquiry: Rohit Mehta");
    expect(notice.body).toContain("A new product enquiry from Rohit Mehta.");
    const page = new URL("/product/mahika-round-pouffe/color/teal", api.deps.env.STOREFRONT_URL).toString();
    expect(notice.body).toContain(`Product: Mahika Round Pouffe (SKU WN-POUF-01) ${page}`);
    expect(notice.body).toContain("\n\nIs it washable?\n");
    expect(notice.body).not.toContain("About:");
  });

  it("falls back to the site settings' support email when the enquiry email is blank", async () => {
    await writeDocument("contactUs", { inquiryEmail: "" });
    await writeDocument("settings", { contactUs: { supportEmail: "help@woodnest.example" } });
    await api.post("/inquires", { ...person, inquiryType: "BECOME_MEMBER", message: "Pune showroom" });
    expect(await noticesTo("help@woodnest.example")).toHaveLength(1);
  });

  it("is not written when the enquiry is refused", async () => {
    const before = await api.db.select().from(mailOutbox);
    const refused = await api.post("/inquires", { ...person, email: "not-an-email", subject: "x", message: "y" });
    expect(refused.status).toBe(400);
    expect(await api.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});

describe("the mail outbox's delivery", () => {
  it("tries a failed send again later with a growing wait, then sends it", async () => {
    await api.db.delete(mailOutbox);
    await api.db.transaction((tx) =>
      queueMail(tx, { kind: "enquiry_reply", to: "retry@example.in", subject: "Hello", body: "Body" }, api.clock.now()),
    );
    const failing: Messenger = { send: async () => Promise.reject(new Error("SMTP 451")) };
    expect(await deliverMail({ ...api.deps, messenger: failing })).toMatchObject({ claimed: 1, failed: 1 });
    const [waiting] = await api.db.select().from(mailOutbox);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP 451" });
    expect(waiting.nextAttemptAt.getTime()).toBe(api.clock.now().getTime() + retryDelayMs(1));

    // Not due yet: nothing is claimed.
    expect((await deliverMail(api.deps)).claimed).toBe(0);
    api.clock.advance(retryDelayMs(1));
    expect(await deliverMail(api.deps)).toMatchObject({ sent: 1 });
    const [sent] = await api.db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(await api.outbox("retry@example.in")).toHaveLength(1);
  });

  it("gives up after the last attempt", async () => {
    await api.db.delete(mailOutbox);
    await api.db.transaction((tx) =>
      queueMail(tx, { kind: "enquiry_reply", to: "never@example.in", subject: "Hello", body: "Body" }, api.clock.now()),
    );
    await api.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    const failing: Messenger = { send: async () => Promise.reject(new Error("SMTP 550")) };
    await deliverMail({ ...api.deps, messenger: failing });
    const [row] = await api.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });
});
