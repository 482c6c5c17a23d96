import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogPosts, staff } from "@api/db/schema";
import { STALE_FIELD_NOTE } from "@api/lib/edit-conflict";
import { createTestApi, type TestApi } from "@api/test/harness";
import { NEEDS_IMAGE } from "@api/validation/admin-blog";
import { indiaParts } from "@api/validation/india-time";
import { testJpeg, uploadForm } from "@api/resources/admin/media/upload-fixtures";
import { patch, signedInStaff } from "@api/resources/admin/test-helpers";
import { categoryInUse, categorySlugTaken } from "./blog-categories.handlers";
import { EMPTY_BODY, postSlugTaken } from "./blog-posts.handlers";

const mediaDir = mkdtempSync(path.join(tmpdir(), "woodnest-blog-"));
let api: TestApi;
let content: { member: typeof staff.$inferSelect; token: string };
let categoryId: string;

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100", MEDIA_DIR: mediaDir } });
  content = await signedInStaff(api, "content");
  const res = await api.post("/admin/blog/categories", { name: "Furniture care" }, content.token);
  categoryId = res.json.body._id;
});
afterAll(async () => {
  await api.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

let counter = 0;
const unique = (title: string) => `${title} ${++counter}`;

type PostView = {
  _id: string;
  slug: string;
  title: string;
  status: string;
  publishedAt: string | null;
  version: number;
  body: string;
};

async function newPost(fields: Record<string, unknown> = {}) {
  const res = await api.post(
    "/admin/blog/posts",
    { title: unique("Caring for teak"), blogCategoryId: categoryId, body: "<p>Oil it twice a year.</p>", ...fields },
    content.token,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.body as PostView;
}

const withPicture = async (id: string) => {
  const res = await api.request("POST", `/admin/blog/posts/${id}/image`, {
    token: content.token,
    body: uploadForm(await testJpeg(1200, 675), { alt: "A teak table" }),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};

const read = async (id: string) => (await api.get(`/admin/blog/posts/${id}`, content.token)).json.body as PostView;

/** The edit form's fields for the post as it is now, with changes. */
async function save(id: string, changes: Record<string, unknown>) {
  const post = await read(id);
  const typed = post.publishedAt ? indiaParts(post.publishedAt) : null;
  return patch(
    api,
    `/admin/blog/posts/${id}`,
    {
      title: post.title,
      slug: post.slug,
      blogCategoryId: categoryId,
      body: post.body,
      status: post.status,
      publishDate: typed?.date ?? "",
      publishTime: typed?.time ?? "",
      version: post.version,
      ...changes,
    },
    content.token,
  );
}

const shopSees = async (slug: string) => (await api.get(`/blogPosts?slug=${slug}`)).status === 200;
const shopListHas = async (slug: string) =>
  ((await api.get("/blogPosts?limit=0")).json.body as { slug: string }[]).some((p) => p.slug === slug);
/** The sitemap's first file, JSON lines (the harness parses it when it is a single line). */
async function sitemapHas(slug: string) {
  const { json } = await api.get("/sitemap/1");
  return (typeof json === "string" ? json : JSON.stringify(json)).includes(`"slug":"${slug}"`);
}

describe("/admin/blog/categories", () => {
  it("adds, renames and removes a category, refusing a taken slug and the removal of one with posts, with audit rows", async () => {
    const added = await api.post("/admin/blog/categories", { name: "Home ideas" }, content.token);
    expect(added.json.body).toMatchObject({ name: "Home ideas", slug: "home-ideas" });
    const id = added.json.body._id;
    const taken = await api.post("/admin/blog/categories", { name: "Other", slug: "home-ideas" }, content.token);
    expect(taken.status).toBe(409);
    expect(taken.json.errors.slug).toBe(categorySlugTaken("home-ideas"));

    const renamed = await patch(
      api,
      `/admin/blog/categories/${id}`,
      { name: "Decor ideas", slug: "decor-ideas" },
      content.token,
    );
    expect(renamed.json.body).toMatchObject({ name: "Decor ideas", slug: "decor-ideas" });
    const list = await api.get("/admin/blog/categories", content.token);
    expect(list.json.body).toContainEqual({ _id: id, name: "Decor ideas", slug: "decor-ideas", posts: 0 });

    await api.post(
      "/admin/blog/posts",
      { title: unique("Rugs"), blogCategoryId: id, body: "<p>Rugs</p>" },
      content.token,
    );
    const refused = await api.del(`/admin/blog/categories/${id}`, content.token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(categoryInUse("Decor ideas", 1));

    const empty = (await api.post("/admin/blog/categories", { name: "Empty shelf" }, content.token)).json.body._id;
    expect((await api.del(`/admin/blog/categories/${empty}`, content.token)).status).toBe(200);
    const actions = (
      await api.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, "blogCategory"))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(["blogCategory.create", "blogCategory.update", "blogCategory.delete"]),
    );
  });
});

describe("/admin/blog/posts", () => {
  it("creates a draft with a slug from its title and a sanitized body, audited; a draft stays off the shop", async () => {
    const post = await newPost({
      title: "Oiling Sheesham 101",
      body: '<p onclick="steal()">Oil it<script>alert(1)</script></p><img src="javascript:alert(1)">',
    });
    expect(post).toMatchObject({ slug: "oiling-sheesham-101", status: "DRAFT", publishedAt: null });
    expect(post.body).toBe('<p>Oil it</p><img loading="lazy" />');
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post._id), eq(auditLog.action, "blogPost.create")));
    expect(entry).toMatchObject({ staffEmail: content.member.email, before: null });
    expect(await shopSees(post.slug)).toBe(false);
    expect(await shopListHas(post.slug)).toBe(false);
    expect(await sitemapHas(post.slug)).toBe(false);
  });

  it("refuses a body with no text left once cleaned, a taken slug and an unknown category, by their fields", async () => {
    const empty = await api.post(
      "/admin/blog/posts",
      { title: unique("Empty"), blogCategoryId: categoryId, body: "<script>alert(1)</script>" },
      content.token,
    );
    expect(empty.status).toBe(400);
    expect(empty.json.errors.body).toBe(EMPTY_BODY);
    const first = await newPost();
    const taken = await api.post(
      "/admin/blog/posts",
      { title: unique("Copy"), slug: first.slug, blogCategoryId: categoryId, body: "<p>x</p>" },
      content.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.json.errors.slug).toBe(postSlugTaken(first.slug));
    const unknown = await api.post(
      "/admin/blog/posts",
      { title: unique("Lost"), blogCategoryId: "nope", body: "<p>x</p>" },
      content.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.blogCategoryId).toBeTruthy();
    const badTime = await api.post(
      "/admin/blog/posts",
      { title: unique("Timed"), blogCategoryId: categoryId, body: "<p>x</p>", publishTime: "09:30" },
      content.token,
    );
    expect(badTime.status).toBe(400);
    expect(badTime.json.errors.publishDate).toBeTruthy();
  });

  it("refuses to publish a post without a default image", async () => {
    const post = await newPost();
    const res = await save(post._id, { status: "PUBLISHED" });
    expect(res.status).toBe(400);
    expect(res.json.errors.status).toBe(NEEDS_IMAGE);
  });

  it("publishes at once when no date is given: the shop's list, page and sitemap show it", async () => {
    const post = await newPost();
    await withPicture(post._id);
    const res = await save(post._id, { status: "PUBLISHED" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.body.publishedAt).toBe(api.clock.now().toISOString());
    expect(await shopSees(post.slug)).toBe(true);
    expect(await shopListHas(post.slug)).toBe(true);
    expect(await sitemapHas(post.slug)).toBe(true);
  });

  it("shows a post published with a past date, and hides one with a future date until its time comes", async () => {
    const past = await newPost();
    await withPicture(past._id);
    expect(
      (await save(past._id, { status: "PUBLISHED", publishDate: "2024-01-15", publishTime: "10:00" })).status,
    ).toBe(200);
    expect((await read(past._id)).publishedAt).toBe("2024-01-15T04:30:00.000Z");
    expect(await shopSees(past.slug)).toBe(true);

    const future = await newPost();
    await withPicture(future._id);
    const at = new Date(api.clock.now().getTime() + 2 * 3_600_000);
    const typed = indiaParts(at);
    expect(
      (await save(future._id, { status: "PUBLISHED", publishDate: typed.date, publishTime: typed.time })).status,
    ).toBe(200);
    expect(await shopSees(future.slug)).toBe(false);
    expect(await shopListHas(future.slug)).toBe(false);
    expect(await sitemapHas(future.slug)).toBe(false);
    const scheduled = await api.get("/admin/blog/posts?status=SCHEDULED", content.token);
    expect(scheduled.json.body.map((p: { _id: string }) => p._id)).toContain(future._id);

    api.clock.advance(2 * 3_600_000);
    expect(await shopSees(future.slug)).toBe(true);
    expect(await shopListHas(future.slug)).toBe(true);
  });

  it("a published post put back to draft leaves the shop", async () => {
    const post = await newPost();
    await withPicture(post._id);
    await save(post._id, { status: "PUBLISHED" });
    expect(await shopSees(post.slug)).toBe(true);
    expect((await save(post._id, { status: "DRAFT" })).status).toBe(200);
    expect(await shopSees(post.slug)).toBe(false);
  });

  it("lists posts by state, category and title", async () => {
    const other = (await api.post("/admin/blog/categories", { name: unique("Outdoor") }, content.token)).json.body._id;
    const post = await newPost({ blogCategoryId: other, title: unique("Garden benches") });
    const byCategory = await api.get(`/admin/blog/posts?category=${other}`, content.token);
    expect(byCategory.json.body.map((p: { _id: string }) => p._id)).toEqual([post._id]);
    const byTitle = await api.get(`/admin/blog/posts?q=${encodeURIComponent(post.title)}&status=DRAFT`, content.token);
    expect(byTitle.json.body).toHaveLength(1);
    expect(byTitle.json.body[0]).toMatchObject({
      categoryName: expect.stringContaining("Outdoor"),
      hasImage: false,
      status: "DRAFT",
    });
    expect(
      (await api.get(`/admin/blog/posts?q=${encodeURIComponent(post.title)}&status=PUBLISHED`, content.token)).json
        .body,
    ).toHaveLength(0);
    expect((await api.get("/admin/blog/posts?status=LIVE", content.token)).status).toBe(400);
  });

  it("refuses a save from an older version, saying who saved first", async () => {
    const post = await newPost();
    const opened = await read(post._id);
    expect((await save(post._id, { title: unique("First edit") })).status).toBe(200);
    const stale = await patch(
      api,
      `/admin/blog/posts/${post._id}`,
      { title: "Second edit", blogCategoryId: categoryId, body: opened.body, status: "DRAFT", version: opened.version },
      content.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.json.errors.version).toBe(STALE_FIELD_NOTE);
    expect(stale.json.message).toContain("title");
    expect((await read(post._id)).title).not.toBe("Second edit");
  });

  it("saving an untouched form changes nothing and writes no audit row", async () => {
    const post = await newPost();
    await withPicture(post._id);
    await save(post._id, { status: "PUBLISHED" });
    const rows = async () => (await api.db.select().from(auditLog).where(eq(auditLog.entityId, post._id))).length;
    const before = await rows();
    const res = await save(post._id, {});
    expect(res.json.message).toBe("Nothing to change");
    expect(await rows()).toBe(before);
  });

  it("a changed slug moves the post: the old address answers 404", async () => {
    const post = await newPost();
    await withPicture(post._id);
    await save(post._id, { status: "PUBLISHED" });
    const slug = `${post.slug}-moved`;
    expect((await save(post._id, { slug })).status).toBe(200);
    expect(await shopSees(slug)).toBe(true);
    expect(await shopSees(post.slug)).toBe(false);
  });

  it("deletes a post with an audit row", async () => {
    const post = await newPost();
    const res = await api.del(`/admin/blog/posts/${post._id}`, content.token);
    expect(res.status).toBe(200);
    expect(await api.db.select().from(blogPosts).where(eq(blogPosts.id, post._id))).toHaveLength(0);
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post._id), eq(auditLog.action, "blogPost.delete")));
    expect(entry.before).toMatchObject({ title: post.title });
    expect((await api.get(`/admin/blog/posts/${post._id}`, content.token)).status).toBe(404);
  });
});
