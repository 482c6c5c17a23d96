import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCategories, projectChildCategories, projectSubCategories, projects } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";

let api: TestApi;
const pic = (name: string) => ({ url: `/images/projects/${name}.webp`, width: 1200, height: 900, alt: name });

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  await api.db.insert(projectCategories).values([
    {
      id: "pc-hosp",
      name: "Hospitality",
      slug: "hospitality",
      bannerImage: pic("hospitality"),
      position: 2,
      seoKeywords: "hotel furniture",
    },
    {
      id: "pc-office",
      name: "Office",
      slug: "office",
      bannerImage: pic("office"),
      position: 1,
      seoDescription: "Offices we furnished",
    },
    { id: "pc-empty", name: "Schools", slug: "schools", bannerImage: pic("schools"), position: 3 },
  ]);
  await api.db.insert(projectSubCategories).values([
    { id: "ps-cafes", projectCategoryId: "pc-hosp", name: "Cafes", position: 2 },
    { id: "ps-hotels", projectCategoryId: "pc-hosp", name: "Hotels", position: 1 },
    { id: "ps-cowork", projectCategoryId: "pc-office", name: "Co-working", position: 1 },
  ]);
  await api.db.insert(projectChildCategories).values([
    { id: "pg-lobbies", projectSubCategoryId: "ps-hotels", name: "Lobbies", position: 1 },
    { id: "pg-rooms", projectSubCategoryId: "ps-hotels", name: "Guest Rooms", position: 2 },
    { id: "pg-cafe", projectSubCategoryId: "ps-cafes", name: "Cafe Seating", position: 1 },
  ]);
  await api.db.insert(projects).values([
    {
      id: "pr-2",
      childCategoryId: "pg-lobbies",
      name: "Jaipur Heritage Lobby",
      defaultImage: pic("lobby-2"),
      images: [pic("lobby-2a")],
      position: 2,
    },
    {
      id: "pr-1",
      childCategoryId: "pg-lobbies",
      name: "Goa Beach Resort Lobby",
      defaultImage: pic("lobby-1"),
      images: [pic("lobby-1a"), pic("lobby-1b")],
      position: 1,
    },
    {
      id: "pr-3",
      childCategoryId: "pg-rooms",
      name: "Udaipur Lake Suites",
      defaultImage: pic("rooms"),
      images: [],
      position: 1,
    },
    {
      id: "pr-4",
      childCategoryId: "pg-cafe",
      name: "Hauz Khas Cafe",
      defaultImage: pic("cafe"),
      images: [],
      position: 1,
    },
  ]);
});
afterAll(() => api.close());

describe("GET /projectCategories", () => {
  it("lists every category in order with limit=0", async () => {
    const res = await api.get("/projectCategories?limit=0");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    expect(res.json).toMatchObject({ status: 200, errors: {}, page: 1, totalPages: 1, totalRecords: 3 });
    expect(res.json.body.map((c: { slug: string }) => c.slug)).toEqual(["office", "hospitality", "schools"]);
    expect(res.json.body[0]).toEqual({
      _id: "pc-office",
      name: "Office",
      slug: "office",
      bannerImage: pic("office"),
      seoTitle: null,
      seoDescription: "Offices we furnished",
      seoKeywords: null,
    });
  });

  it("filters by slug", async () => {
    const res = await api.get("/projectCategories?slug=hospitality");
    expect(res.json.body).toHaveLength(1);
    expect(res.json.body[0]).toMatchObject({ _id: "pc-hosp", seoKeywords: "hotel furniture" });
  });

  it("answers 404 for an unknown slug", async () => {
    const res = await api.get("/projectCategories?slug=hospitals");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: "Project category not found",
      body: null,
      errors: {},
    });
  });
});

describe("GET /projectSubCategories", () => {
  it("lists one category's sub-categories in order", async () => {
    const res = await api.get("/projectSubCategories?categories=pc-hosp");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 200, errors: {}, totalRecords: 2 });
    expect(res.json.body).toEqual([
      { _id: "ps-hotels", name: "Hotels", projectCategory: "pc-hosp" },
      { _id: "ps-cafes", name: "Cafes", projectCategory: "pc-hosp" },
    ]);
  });

  it("answers an empty list for a category without any", async () => {
    expect((await api.get("/projectSubCategories?categories=pc-empty")).json.body).toEqual([]);
  });
});

describe("GET /projects/for-website", () => {
  it("shows the first sub-category's groups when none is named", async () => {
    const res = await api.get("/projects/for-website?catSlug=hospitality");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 200, errors: {}, totalRecords: 2 });
    expect(res.json.body).toEqual([
      {
        _id: "pg-lobbies",
        childCategoryName: "Lobbies",
        projects: [
          {
            _id: "pr-1",
            name: "Goa Beach Resort Lobby",
            defaultImage: pic("lobby-1"),
            images: [pic("lobby-1a"), pic("lobby-1b")],
          },
          { _id: "pr-2", name: "Jaipur Heritage Lobby", defaultImage: pic("lobby-2"), images: [pic("lobby-2a")] },
        ],
      },
      {
        _id: "pg-rooms",
        childCategoryName: "Guest Rooms",
        projects: [{ _id: "pr-3", name: "Udaipur Lake Suites", defaultImage: pic("rooms"), images: [] }],
      },
    ]);
  });

  it("shows the named sub-category's groups", async () => {
    const res = await api.get("/projects/for-website?catSlug=hospitality&subCategory=ps-cafes");
    expect(res.json.body).toEqual([
      {
        _id: "pg-cafe",
        childCategoryName: "Cafe Seating",
        projects: [expect.objectContaining({ _id: "pr-4", name: "Hauz Khas Cafe" })],
      },
    ]);
  });

  it("answers an empty list for a sub-category without groups, or a category without tabs", async () => {
    expect((await api.get("/projects/for-website?catSlug=office")).json).toMatchObject({
      status: 200,
      body: [],
      totalRecords: 0,
    });
    expect((await api.get("/projects/for-website?catSlug=schools")).json).toMatchObject({ status: 200, body: [] });
  });

  it("answers 404 for an unknown category, or a sub-category of another category", async () => {
    const unknown = await api.get("/projects/for-website?catSlug=hospitals");
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Project category not found");
    const foreign = await api.get("/projects/for-website?catSlug=hospitality&subCategory=ps-cowork");
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("Project sub-category not found");
  });

  it("needs catSlug", async () => {
    const res = await api.get("/projects/for-website");
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ catSlug: "Project category is a required field" });
  });
});
