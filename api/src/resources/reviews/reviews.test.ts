import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";
import { writeReviewSettings } from "@api/resources/admin/settings/review-settings/review-settings";
import { ids, openCatalogue } from "../products/products.fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await openCatalogue({ withReviews: true });
});
afterAll(() => api.close());

describe("GET /reviews", () => {
  it("lists approved reviews newest first, with the total and the average of approved ones", async () => {
    const res = await api.get(`/reviews?product=${ids.sofa}&reviewStatus=APPROVED&limit=10`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 200,
      message: "Success",
      errors: {},
      page: 1,
      totalPages: 1,
      totalRecords: 2,
      averageRating: 4.5,
    });
    expect(res.json.body).toEqual([
      {
        _id: "rev-ravi-sofa",
        customer: { firstName: "Ravi" },
        ratings: 4,
        comment: "Good, delivery took a week.",
        createdAt: expect.any(String),
        product: ids.sofa,
        reviewStatus: "APPROVED",
        reply: null,
      },
      expect.objectContaining({ _id: "rev-asha-sofa", customer: { firstName: "Asha" }, ratings: 5 }),
    ]);
    expect(res.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
  });

  it("lists approved reviews only, even without reviewStatus", async () => {
    const res = await api.get(`/reviews?product=${ids.sofa}`);
    expect(res.json.body.map((r: { _id: string }) => r._id)).toEqual(["rev-ravi-sofa", "rev-asha-sofa"]);
  });

  it("refuses to list reviews that are not approved", async () => {
    for (const status of ["PENDING", "REJECTED", "ALL"]) {
      const res = await api.get(`/reviews?product=${ids.sofa}&reviewStatus=${status}`);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ reviewStatus: "Only approved reviews are listed" });
    }
  });

  it("pages with limit and page", async () => {
    const res = await api.get(`/reviews?product=${ids.sofa}&limit=1&page=2`);
    expect(res.json).toMatchObject({ page: 2, totalPages: 2, totalRecords: 2, averageRating: 4.5 });
    expect(res.json.body.map((r: { _id: string }) => r._id)).toEqual(["rev-asha-sofa"]);
  });

  it("answers an average of 0 for a product without reviews", async () => {
    const res = await api.get(`/reviews?product=${ids.bed}&reviewStatus=APPROVED`);
    expect(res.json).toMatchObject({ status: 200, body: [], totalRecords: 0, totalPages: 1, averageRating: 0 });
  });

  it("shows 'Customer' for a reviewer who never gave a first name, and nothing else about them", async () => {
    const res = await api.get(`/reviews?product=${ids.coffeeTable}`);
    expect(res.json.body[0].customer).toEqual({ firstName: "Customer" });
  });

  it("needs the product and answers 404 for an unknown or inactive one", async () => {
    const missing = await api.get("/reviews");
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      message: "Product is a required field",
      errors: { product: "Product is a required field" },
    });
    for (const product of ["nope", ids.recliner]) {
      const res = await api.get(`/reviews?product=${product}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Product not found");
    }
  });
});

describe("POST /reviews", () => {
  it("needs a signed-in customer", async () => {
    const res = await api.post("/reviews", { product: ids.bed, ratings: 5, comment: "Great" });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ status: 401, message: "Please login to continue", body: null });
  });

  it("keeps a new review waiting for approval, as plain text, out of the list and the counts", async () => {
    const { token } = await api.signIn({ firstName: "Neha" });
    const res = await api.post(
      "/reviews",
      {
        product: ids.bed,
        ratings: 4,
        comment: '  <b>Solid</b> bed, <script>alert("x")</script>easy to assemble <img src=x onerror=alert(1)>',
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 200,
      message: "Thank you for your review: it will appear once it is approved",
      errors: {},
    });
    expect(res.json.body).toEqual({
      _id: expect.any(String),
      customer: { firstName: "Neha" },
      ratings: 4,
      comment: 'Solid bed, alert("x")easy to assemble',
      createdAt: api.clock.now().toISOString(),
      product: ids.bed,
      reviewStatus: "PENDING",
      reply: null,
    });
    const list = await api.get(`/reviews?product=${ids.bed}`);
    expect(list.json).toMatchObject({ body: [], totalRecords: 0, averageRating: 0 });
    const card = await api.get(`/products/by-slug/sheesham-platform-bed`);
    expect(card.json.body).toMatchObject({ averageRating: 0, reviewCount: 0 });
    // Its author sees it, with its status, for the product page's 'awaiting approval'.
    const mine = await api.get(`/reviews/mine?product=${ids.bed}`, token);
    expect(mine.json.body).toMatchObject({
      _id: res.json.body._id,
      reviewStatus: "PENDING",
      comment: 'Solid bed, alert("x")easy to assemble',
    });
    await api.db.delete(reviews).where(eq(reviews.id, res.json.body._id));
  });

  it("publishes a new review at once when the owner turned on automatic approval", async () => {
    await writeReviewSettings(api.db, { autoApprove: true, version: 1 }, api.clock.now());
    try {
      const { token } = await api.signIn({ firstName: "Neha" });
      const res = await api.post("/reviews", { product: ids.bed, ratings: 4, comment: "Solid bed" }, token);
      expect(res.json).toMatchObject({ message: "Thank you for your review", body: { reviewStatus: "APPROVED" } });
      const list = await api.get(`/reviews?product=${ids.bed}`);
      expect(list.json).toMatchObject({ totalRecords: 1, averageRating: 4 });
      expect(list.json.body[0]._id).toBe(res.json.body._id);
      const card = await api.get(`/products/by-slug/sheesham-platform-bed`);
      expect(card.json.body).toMatchObject({ averageRating: 4, reviewCount: 1 });
    } finally {
      await writeReviewSettings(api.db, { autoApprove: false, version: 2 }, api.clock.now());
    }
  });

  it("accepts one review per customer per product", async () => {
    const { token, customerId } = await api.signIn();
    expect(
      (await api.post("/reviews", { product: ids.coffeeTable, ratings: 5, comment: "Beautiful" }, token)).status,
    ).toBe(200);
    const again = await api.post(
      "/reviews",
      { product: ids.coffeeTable, ratings: 1, comment: "Changed my mind" },
      token,
    );
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ status: 409, message: "You have already reviewed this product", body: null });
    const stored = await api.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, ids.coffeeTable)));
    expect(stored.map((r) => r.ratings)).toEqual([5]);
  });

  it("lets a shopper whose review staff rejected write a new one, which waits for staff again", async () => {
    const { token, customerId } = await api.signIn();
    const first = await api.post("/reviews", { product: ids.bed, ratings: 1, comment: "Rude words" }, token);
    expect(first.status).toBe(200);
    const mine = and(eq(reviews.customerId, customerId), eq(reviews.id, first.json.body._id));
    await api.db
      .update(reviews)
      .set({ reviewStatus: "REJECTED", rejectionReason: "Abusive language", moderatedAt: api.clock.now() })
      .where(mine);
    const again = await api.post("/reviews", { product: ids.bed, ratings: 4, comment: "Good, on reflection" }, token);
    expect(again.status).toBe(200);
    expect(again.json.body).toMatchObject({
      _id: first.json.body._id,
      ratings: 4,
      comment: "Good, on reflection",
      reviewStatus: "PENDING",
    });
    const [stored] = await api.db.select().from(reviews).where(mine);
    expect(stored).toMatchObject({ reviewStatus: "PENDING", rejectionReason: null, moderatedAt: null });
    // A pending (or approved) review still stands: a third is refused.
    expect((await api.post("/reviews", { product: ids.bed, ratings: 2, comment: "Third" }, token)).status).toBe(409);
  });

  it("answers 404 for an unknown or inactive product", async () => {
    const { token } = await api.signIn();
    for (const product of ["nope", ids.recliner]) {
      const res = await api.post("/reviews", { product, ratings: 5, comment: "Nice" }, token);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Product not found");
    }
  });

  it("validates the payload with messages keyed by field", async () => {
    const { token } = await api.signIn();
    const empty = await api.post("/reviews", { product: ids.sofa, ratings: 5, comment: "" }, token);
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ comment: "Comment is a required field" });
    const tagsOnly = await api.post("/reviews", { product: ids.sofa, ratings: 5, comment: "<p> </p>" }, token);
    expect(tagsOnly.status).toBe(400);
    expect(tagsOnly.json.errors).toEqual({ comment: "Comment is a required field" });
    const rating = await api.post("/reviews", { product: ids.sofa, ratings: 6, comment: "Too good" }, token);
    expect(rating.json.errors).toEqual({ ratings: "Rating must be between 1 and 5" });
    const noProduct = await api.post("/reviews", { ratings: 5, comment: "Hm" }, token);
    expect(noProduct.json.errors).toEqual({ product: "Product is a required field" });
  });

  it("limits how many reviews one customer writes in an hour, from any address", async () => {
    // Behind a proxy each request names its own address, so only the per-customer limit can stop them.
    const proxied = await createTestApi({ seed: false, env: { API_TRUST_PROXY: "true" } });
    try {
      const { token } = await proxied.signIn();
      const send = (i: number) =>
        proxied.request("POST", "/reviews", {
          body: { product: `nope-${i}`, ratings: 5, comment: "Spam" },
          token,
          headers: { "x-forwarded-for": `10.0.0.${i}` },
        });
      for (let i = 0; i < 10; i++) expect((await send(i)).status).toBe(404);
      const blocked = await send(10);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBeTruthy();
      proxied.clock.advance(3_600_000);
      expect((await send(11)).status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it("limits review posts per address", async () => {
    const limited = await createTestApi({ seed: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await limited.post("/reviews", { product: "x", ratings: 5, comment: "x" })).status);
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /reviews/mine", () => {
  it("needs a signed-in customer", async () => {
    expect((await api.get(`/reviews/mine?product=${ids.sofa}`)).status).toBe(401);
  });

  it("answers null when the shopper has not reviewed the product", async () => {
    const { token } = await api.signIn();
    const res = await api.get(`/reviews/mine?product=${ids.sofa}`, token);
    expect(res.json).toMatchObject({ status: 200, body: null });
  });
});

describe("the shop's reply", () => {
  it("shows under an approved review, without who on staff wrote it", async () => {
    const repliedAt = api.clock.now();
    await api.db.update(reviews).set({ reply: "Thank you, Asha!", repliedAt }).where(eq(reviews.id, "rev-asha-sofa"));
    try {
      const res = await api.get(`/reviews?product=${ids.sofa}`);
      const asha = res.json.body.find((r: { _id: string }) => r._id === "rev-asha-sofa");
      expect(asha.reply).toEqual({ text: "Thank you, Asha!", repliedAt: repliedAt.toISOString() });
    } finally {
      await api.db.update(reviews).set({ reply: null, repliedAt: null }).where(eq(reviews.id, "rev-asha-sofa"));
    }
  });
});
