import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customers, reviews, staff } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { createTestApi, type TestApi } from "@api/test/harness";
import { uniqueMobile } from "@api/resources/customers/test-helpers";
import { ids, insertCatalogFixture, insertReviewFixture } from "@api/resources/products/products.fixtures";
import { signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
let content: { member: typeof staff.$inferSelect; token: string };
let owner: { member: typeof staff.$inferSelect; token: string };

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
  await insertCatalogFixture(api.db);
  await insertReviewFixture(api.db);
  content = await signedInStaff(api, "content");
  owner = await signedInStaff(api, "owner");
});
afterAll(() => api.close());

/** A review by a new customer; `comment` is unique so a test finds its own. */
async function makeReview(values: Partial<typeof reviews.$inferInsert> = {}) {
  const customerId = newId();
  await api.db
    .insert(customers)
    .values({ id: customerId, firstName: "Tara", lastName: "Rao", mobile: uniqueMobile(), createdAt: api.clock.now() });
  const [row] = await api.db
    .insert(reviews)
    .values({
      id: newId(),
      productId: ids.bed,
      customerId,
      ratings: 3,
      comment: `Review ${newId()}`,
      reviewStatus: "PENDING",
      createdAt: api.clock.now(),
      ...values,
    })
    .returning();
  return row;
}

const auditOf = (id: string) =>
  api.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(desc(auditLog.at), desc(auditLog.id));
const publicOf = async (productId: string) => (await api.get(`/reviews?product=${productId}&limit=50`)).json;
const storedStatus = async (id: string) => (await api.db.select().from(reviews).where(eq(reviews.id, id)))[0];

describe("GET /v1/admin/reviews", () => {
  it("opens on the pending queue, newest first, with who wrote each and about what", async () => {
    const res = await api.get("/admin/reviews", content.token);
    expect(res.status).toBe(200);
    expect(res.json.body.every((r: { status: string }) => r.status === "PENDING")).toBe(true);
    const meera = res.json.body.find((r: { _id: string }) => r._id === "rev-meera-sofa");
    expect(meera).toMatchObject({
      product: { _id: ids.sofa, name: expect.any(String), slug: expect.any(String) },
      customer: { name: "Meera Sharma", mobile: "9000000003" },
      ratings: 1,
      comment: "Waiting for moderation.",
      rejectionReason: null,
      reply: null,
    });
    expect(res.json.pendingCount).toBe(res.json.totalRecords);
  });

  it("filters by status, rating and product name or SKU", async () => {
    const all = await api.get(`/admin/reviews?status=all&rating=5`, content.token);
    expect(all.json.body.map((r: { _id: string }) => r._id)).toContain("rev-asha-sofa");
    expect(all.json.body.every((r: { ratings: number }) => r.ratings === 5)).toBe(true);
    const rejected = await api.get(`/admin/reviews?status=REJECTED`, content.token);
    expect(rejected.json.body.map((r: { _id: string }) => r._id)).toContain("rev-kabir-sofa");
    const sofa = (await api.get(`/admin/reviews?status=all`, content.token)).json.body.find(
      (r: { _id: string }) => r._id === "rev-asha-sofa",
    );
    const byName = await api.get(
      `/admin/reviews?status=all&product=${encodeURIComponent(sofa.product.name.slice(0, 5).toLowerCase())}`,
      content.token,
    );
    expect(byName.json.body.every((r: { product: { _id: string } }) => r.product._id === ids.sofa)).toBe(true);
    const bySku = await api.get(
      `/admin/reviews?status=all&product=${encodeURIComponent(sofa.product.sku)}`,
      content.token,
    );
    expect(bySku.json.body.map((r: { _id: string }) => r._id)).toContain("rev-asha-sofa");
  });

  it("refuses filters it does not know, by field", async () => {
    const res = await api.get(`/admin/reviews?status=HIDDEN&rating=9`, content.token);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      status: "Status is not one of the allowed values",
      rating: "Rating is not one of the allowed values",
    });
  });
});

describe("approving and rejecting", () => {
  it("approves a pending review: it is listed and counted, with an audit row", async () => {
    const review = await makeReview({ ratings: 5 });
    const before = await publicOf(ids.bed);
    const res = await api.post(`/admin/reviews/${review.id}/approve`, {}, content.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: "Review approved: it shows on the product page",
      body: { status: "APPROVED", moderatedBy: content.member.name },
    });
    const after = await publicOf(ids.bed);
    expect(after.totalRecords).toBe(before.totalRecords + 1);
    expect(after.body.map((r: { _id: string }) => r._id)).toContain(review.id);
    const card = await api.get(`/products/by-slug/sheesham-platform-bed`);
    expect(card.json.body.reviewCount).toBe(after.totalRecords);
    const [audit] = await auditOf(review.id);
    expect(audit).toMatchObject({
      action: "review.approve",
      entityType: "review",
      staffId: content.member.id,
      before: { status: "PENDING" },
      after: { status: "APPROVED" },
    });

    const again = await api.post(`/admin/reviews/${review.id}/approve`, {}, content.token);
    expect(again.json.message).toBe("This review is already approved");
    expect(await auditOf(review.id)).toHaveLength(1);
  });

  it("rejects with a required reason: the review leaves the list and the counts", async () => {
    const review = await makeReview({ reviewStatus: "APPROVED", ratings: 1 });
    const before = await publicOf(ids.bed);
    const blank = await api.post(`/admin/reviews/${review.id}/reject`, { reason: "  " }, content.token);
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual({ reason: "Reason is a required field" });
    expect((await storedStatus(review.id)).reviewStatus).toBe("APPROVED");

    const res = await api.post(`/admin/reviews/${review.id}/reject`, { reason: "Abusive language" }, content.token);
    expect(res.json).toMatchObject({ body: { status: "REJECTED", rejectionReason: "Abusive language" } });
    const after = await publicOf(ids.bed);
    expect(after.totalRecords).toBe(before.totalRecords - 1);
    expect(after.body.map((r: { _id: string }) => r._id)).not.toContain(review.id);
    const [audit] = await auditOf(review.id);
    expect(audit).toMatchObject({
      action: "review.reject",
      before: { status: "APPROVED" },
      after: { status: "REJECTED", rejectionReason: "Abusive language" },
    });
  });

  it("approving a rejected review clears its reason", async () => {
    const review = await makeReview({ reviewStatus: "REJECTED", rejectionReason: "Spam" });
    const res = await api.post(`/admin/reviews/${review.id}/approve`, {}, content.token);
    expect(res.json.body).toMatchObject({ status: "APPROVED", rejectionReason: null });
  });

  it("answers 404 for a review that does not exist", async () => {
    expect((await api.post(`/admin/reviews/nope/approve`, {}, content.token)).status).toBe(404);
    expect((await api.post(`/admin/reviews/nope/reject`, { reason: "x" }, content.token)).status).toBe(404);
    expect((await api.get(`/admin/reviews/nope`, content.token)).status).toBe(404);
  });
});

describe("the public reply", () => {
  it("is saved, shown under the approved review, changed and removed, each with an audit row", async () => {
    const review = await makeReview({ reviewStatus: "APPROVED" });
    const required = await api.request("PUT", `/admin/reviews/${review.id}/reply`, {
      body: { reply: "" },
      token: content.token,
    });
    expect(required.json.errors).toEqual({ reply: "Reply is a required field" });

    const saved = await api.request("PUT", `/admin/reviews/${review.id}/reply`, {
      body: { reply: "Thank you, Tara!" },
      token: content.token,
    });
    expect(saved.json).toMatchObject({
      message: "Reply saved: it shows under the review",
      body: { reply: "Thank you, Tara!", repliedBy: content.member.name },
    });
    const shown = (await publicOf(ids.bed)).body.find((r: { _id: string }) => r._id === review.id);
    expect(shown.reply).toEqual({ text: "Thank you, Tara!", repliedAt: api.clock.now().toISOString() });

    await api.request("PUT", `/admin/reviews/${review.id}/reply`, {
      body: { reply: "Thanks again" },
      token: content.token,
    });
    const removed = await api.request("DELETE", `/admin/reviews/${review.id}/reply`, { token: content.token });
    expect(removed.json).toMatchObject({ message: "Reply removed", body: { reply: null, repliedBy: null } });
    expect((await publicOf(ids.bed)).body.find((r: { _id: string }) => r._id === review.id).reply).toBeNull();
    // One clock instant for all three: the order of the rows is not what is checked.
    expect((await auditOf(review.id)).map((a) => a.action).sort()).toEqual([
      "review.reply",
      "review.reply",
      "review.reply-remove",
    ]);
  });

  it("on a pending review waits, unseen, until the review is approved", async () => {
    const review = await makeReview();
    const saved = await api.request("PUT", `/admin/reviews/${review.id}/reply`, {
      body: { reply: "We are sorry" },
      token: content.token,
    });
    expect(saved.json.message).toBe("Reply saved: it will show once the review is approved");
    expect((await publicOf(ids.bed)).body.map((r: { _id: string }) => r._id)).not.toContain(review.id);
  });
});

describe("POST /v1/admin/reviews/bulk-approve", () => {
  it("approves each it can and names each it did not, with an audit row per approval", async () => {
    const first = await makeReview();
    const second = await makeReview({ reviewStatus: "REJECTED", rejectionReason: "Unsure" });
    const already = await makeReview({ reviewStatus: "APPROVED" });
    const res = await api.post(
      `/admin/reviews/bulk-approve`,
      { ids: [first.id, second.id, already.id, "gone"] },
      content.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("2 reviews approved");
    expect(res.json.body.approved).toEqual([first.id, second.id]);
    expect(res.json.body.refused).toEqual([
      { _id: already.id, message: expect.stringMatching(/^Tara Rao's review of .+ is already approved$/) },
      { _id: "gone", message: "Review gone no longer exists" },
    ]);
    for (const id of [first.id, second.id]) {
      expect((await storedStatus(id)).reviewStatus).toBe("APPROVED");
      expect((await auditOf(id)).map((a) => a.action)).toEqual(["review.approve"]);
    }
    expect(await auditOf(already.id)).toHaveLength(0);
  });

  it("needs at least one review", async () => {
    const res = await api.post(`/admin/reviews/bulk-approve`, { ids: [] }, content.token);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ ids: "Choose at least one review" });
  });
});

describe("the owner's automatic approval", () => {
  it("is off by default; turning it on publishes new reviews at once, with an audit row and a version", async () => {
    const initial = await api.get(`/admin/settings/reviews`, owner.token);
    expect(initial.json.body).toEqual({ autoApprove: false, version: 0 });
    const on = await api.request("PUT", `/admin/settings/reviews`, {
      body: { autoApprove: "on", version: 0 },
      token: owner.token,
    });
    expect(on.json).toMatchObject({
      message: "New reviews are now published at once",
      body: { autoApprove: true, version: 1 },
    });
    const [audit] = (await auditOf("review-settings")).filter((a) => a.action === "settings.update");
    expect(audit).toMatchObject({
      staffId: owner.member.id,
      before: { autoApprove: false },
      after: { autoApprove: true },
    });

    const shopper = await api.signIn({ firstName: "Isha" });
    const written = await api.post(
      "/reviews",
      { product: ids.sofa, ratings: 5, comment: "Published at once" },
      shopper.token,
    );
    expect(written.json.body.reviewStatus).toBe("APPROVED");

    const stale = await api.request("PUT", `/admin/settings/reviews`, { body: { version: 0 }, token: owner.token });
    expect(stale.status).toBe(409);
    const off = await api.request("PUT", `/admin/settings/reviews`, { body: { version: 1 }, token: owner.token });
    expect(off.json.body).toEqual({ autoApprove: false, version: 2 });
    const later = await api.signIn({ firstName: "Kiran" });
    const waiting = await api.post("/reviews", { product: ids.sofa, ratings: 2, comment: "Waits again" }, later.token);
    expect(waiting.json.body.reviewStatus).toBe("PENDING");
    const stored = await api.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, ids.sofa), eq(reviews.comment, "Waits again")));
    expect(stored).toHaveLength(1);
  });
});
