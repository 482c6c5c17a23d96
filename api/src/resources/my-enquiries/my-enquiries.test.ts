import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { aboutProductLine } from "@api/validation/enquiry-product";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import type { ShopperEnquiry } from "./my-enquiries.service";
import { insertRupeeProduct } from "@api/resources/products/products.fixtures";

let api: TestApi;
let content: SignedInStaff;
beforeAll(async () => {
  ({ api, staff: content } = await openStaffApi("content"));
  await insertRupeeProduct(api.db, "Kesar Teak Bench", "WN-BENCH-07");
});
afterAll(() => api.close());

const person = { name: "Rohan Mehta", mobile: "9876543210", email: "rohan@example.in" };

describe("GET /customers/enquiries", () => {
  it("lists the enquiries a shopper sent signed in, newest first, with the shop's replies in order and no internal notes", async () => {
    const shopper = await api.signIn();
    api.clock.set(new Date("2026-11-20T10:00:00+05:30"));
    const contact = await api.post(
      "/inquires",
      { ...person, subject: "Bulk order", message: "Forty chairs for a school?" },
      shopper.token,
    );
    api.clock.set(new Date("2026-11-21T10:00:00+05:30"));
    const message = `${aboutProductLine("Kesar Teak Bench (SKU WN-BENCH-07)", "/product/kesar-teak-bench")}\nIs it sold in walnut?`;
    const product = await api.post("/inquires", { ...person, message }, shopper.token);
    // Sent signed out with the same email and mobile: not the account's (see the decision).
    await api.post("/inquires", { ...person, subject: "Signed out", message: "Anyone could type my email" });
    expect([contact.status, product.status]).toEqual([200, 200]);

    const productId = product.json.body._id as string;
    api.clock.set(new Date("2026-11-21T11:00:00+05:30"));
    await api.post(
      `/admin/enquiries/${productId}/replies`,
      { subject: "Walnut", message: "Yes, in walnut too." },
      content.token,
    );
    await api.post(`/admin/enquiries/${productId}/notes`, { note: "Internal: check the walnut stock" }, content.token);
    api.clock.set(new Date("2026-11-21T12:00:00+05:30"));
    await api.post(
      `/admin/enquiries/${productId}/replies`,
      { subject: "Walnut", message: "It ships in ten days." },
      content.token,
    );

    const res = await api.get("/customers/enquiries", shopper.token);
    expect(res.status).toBe(200);
    expect(res.json.totalRecords).toBe(2);
    const [newest, oldest] = res.json.body as ShopperEnquiry[];
    expect(newest).toMatchObject({
      _id: productId,
      type: "ENQUIRY",
      title: "Kesar Teak Bench",
      product: { name: "Kesar Teak Bench", path: "/product/kesar-teak-bench" },
      status: "IN_PROGRESS",
      question: "Is it sold in walnut?",
    });
    expect(newest.replies.map((reply) => reply.body)).toEqual(["Yes, in walnut too.", "It ships in ten days."]);
    expect(oldest).toMatchObject({
      type: "CONTACT",
      title: "Bulk order",
      product: null,
      status: "NEW",
      question: "Forty chairs for a school?",
      replies: [],
    });
  });

  it("records the customer only when the token is live, and still takes the form from a signed-out shopper", async () => {
    const shopper = await api.signIn();
    const signedIn = await api.post("/inquires", { ...person, subject: "Mine", message: "Hello" }, shopper.token);
    const stale = await api.post("/inquires", { ...person, subject: "Stale", message: "Hello" }, "not-a-token");
    expect([signedIn.status, stale.status]).toEqual([200, 200]);
    const [mine] = await api.db.select().from(inquiries).where(eq(inquiries.id, signedIn.json.body._id));
    const [anonymous] = await api.db.select().from(inquiries).where(eq(inquiries.id, stale.json.body._id));
    expect(mine.customerId).toBe(shopper.customerId);
    expect(anonymous.customerId).toBeNull();
  });

  it("pages the list and refuses a page that is not a number", async () => {
    const shopper = await api.signIn();
    for (const subject of ["One", "Two", "Three"])
      await api.post("/inquires", { ...person, subject, message: "Hi" }, shopper.token);
    const second = await api.get("/customers/enquiries?page=2&limit=2", shopper.token);
    expect(second.json).toMatchObject({ totalRecords: 3, totalPages: 2, page: 2 });
    expect(second.json.body).toHaveLength(1);
    const bad = await api.get("/customers/enquiries?page=first", shopper.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(["page"]);
  });

  it("answers one enquiry to its shopper and 404 to another shopper, 401 signed out", async () => {
    const owner = await api.signIn();
    const other = await api.signIn();
    const sent = await api.post(
      "/inquires",
      { ...person, subject: "Delivery", message: "Do you deliver to Pune?" },
      owner.token,
    );
    const id = sent.json.body._id as string;
    const mine = await api.get(`/customers/enquiries/${id}`, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.json.body).toMatchObject({ _id: id, title: "Delivery", question: "Do you deliver to Pune?" });
    const theirs = await api.get(`/customers/enquiries/${id}`, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe("Enquiry not found");
    expect((await api.get(`/customers/enquiries/${newId()}`, owner.token)).status).toBe(404);
    expect((await api.get("/customers/enquiries", other.token)).json.body).toEqual([]);
    expect((await api.get("/customers/enquiries")).status).toBe(401);
    expect((await api.get(`/customers/enquiries/${id}`)).status).toBe(401);
  });
});
