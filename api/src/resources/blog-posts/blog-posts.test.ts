import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";

let api: TestApi;
const image = { url: "/images/blog/room.webp", width: 1200, height: 800, alt: "A room" };
const day = (n: number) => new Date(Date.UTC(2025, 4, n, 9));
const longBody = `<h2>Choosing wood</h2><p>Sheesham &amp; mango wood are the two timbers most Indian homes meet first. ${"They age well and take polish beautifully. ".repeat(20)}</p>`;

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  await api.db.insert(blogCategories).values([
    { id: "bc-care", name: "Care Guides", slug: "care-guides" },
    { id: "bc-style", name: "Styling", slug: "styling" },
  ]);
  await api.db.insert(blogPosts).values([
    {
      id: "post-1",
      slug: "caring-for-sheesham",
      title: "Caring for sheesham",
      body: longBody,
      defaultImage: image,
      blogCategoryId: "bc-care",
      createdAt: day(3),
      status: "PUBLISHED" as const,
      publishedAt: day(3),
      seoTitle: "Sheesham care",
    },
    {
      id: "post-2",
      slug: "small-balconies",
      title: "Small balconies",
      body: "<p>Fold-away chairs.</p>",
      defaultImage: image,
      blogCategoryId: "bc-style",
      createdAt: day(10),
      status: "PUBLISHED" as const,
      publishedAt: day(10),
    },
    {
      id: "post-3",
      slug: "festive-living-rooms",
      title: "Festive living rooms",
      body: "<p>Brass and marigold.</p>",
      defaultImage: image,
      blogCategoryId: "bc-style",
      createdAt: day(20),
      status: "PUBLISHED" as const,
      publishedAt: day(20),
    },
  ]);
});
afterAll(() => api.close());

describe("GET /blogPosts", () => {
  it("lists posts newest first with an excerpt instead of the body", async () => {
    const res = await api.get("/blogPosts");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    expect(res.json).toMatchObject({
      status: 200,
      message: "Success",
      errors: {},
      page: 1,
      totalPages: 1,
      totalRecords: 3,
    });
    expect(res.json.body.map((p: { slug: string }) => p.slug)).toEqual([
      "festive-living-rooms",
      "small-balconies",
      "caring-for-sheesham",
    ]);
    expect(res.json.body[0]).toEqual({
      _id: "post-3",
      slug: "festive-living-rooms",
      title: "Festive living rooms",
      defaultImage: image,
      seoTitle: null,
      seoDescription: null,
      createdAt: day(20).toISOString(),
      author: "admin",
      blogCategory: { name: "Styling", slug: "styling" },
      excerpt: "Brass and marigold.",
    });
    const long = res.json.body[2];
    expect(long).not.toHaveProperty("body");
    expect(long.excerpt.startsWith("Choosing wood Sheesham & mango wood are the two timbers")).toBe(true);
    expect(long.excerpt.length).toBeLessThanOrEqual(181);
    expect(long.excerpt.endsWith("…")).toBe(true);
  });

  it("pages", async () => {
    const res = await api.get("/blogPosts?limit=2&page=2");
    expect(res.json).toMatchObject({ page: 2, totalPages: 2, totalRecords: 3 });
    expect(res.json.body.map((p: { slug: string }) => p.slug)).toEqual(["caring-for-sheesham"]);
  });

  it("returns one post with its HTML body for ?slug=", async () => {
    const res = await api.get("/blogPosts?slug=caring-for-sheesham");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 200, page: 1, totalPages: 1, totalRecords: 1 });
    expect(res.json.body).toHaveLength(1);
    expect(res.json.body[0]).toMatchObject({
      _id: "post-1",
      title: "Caring for sheesham",
      body: longBody,
      author: "admin",
      seoTitle: "Sheesham care",
      blogCategory: { name: "Care Guides", slug: "care-guides" },
      createdAt: day(3).toISOString(),
    });
  });

  it("hides drafts and posts whose publish time has not come, from the list and by slug", async () => {
    const future = new Date(api.clock.now().getTime() + 86_400_000);
    await api.db.insert(blogPosts).values([
      {
        id: "post-draft",
        slug: "draft-post",
        title: "Draft",
        body: "<p>Soon.</p>",
        defaultImage: image,
        blogCategoryId: "bc-care",
        status: "DRAFT" as const,
      },
      {
        id: "post-later",
        slug: "later-post",
        title: "Later",
        body: "<p>Soon.</p>",
        defaultImage: image,
        blogCategoryId: "bc-care",
        status: "PUBLISHED" as const,
        publishedAt: future,
      },
    ]);
    expect((await api.get("/blogPosts")).json.totalRecords).toBe(3);
    expect((await api.get("/blogPosts?slug=draft-post")).status).toBe(404);
    expect((await api.get("/blogPosts?slug=later-post")).status).toBe(404);
    api.clock.advance(86_400_000);
    expect((await api.get("/blogPosts?slug=later-post")).status).toBe(200);
    await api.db.delete(blogPosts).where(inArray(blogPosts.id, ["post-draft", "post-later"]));
  });

  it("answers 404 for an unknown slug", async () => {
    const res = await api.get("/blogPosts?slug=no-such-post");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: "Blog post not found",
      body: null,
      errors: {},
    });
  });

  it("refuses a bad page", async () => {
    const res = await api.get("/blogPosts?page=0");
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors)).toEqual(["page"]);
  });
});
