import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, projectCategories } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { testJpeg, throwawayMediaDir, uploadForm } from "@api/resources/admin/media/upload-fixtures";
import { patch } from "@api/resources/admin/test-helpers";

const mediaDir = throwawayMediaDir("projects");
let api: TestApi;
let content: SignedInStaff;

beforeAll(async () => {
  ({ api, staff: content } = await openStaffApi("content", { MEDIA_DIR: mediaDir }));
});
afterAll(() => api.close());

const actions = async (id: string) =>
  (await api.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id))).map(
    (row) => row.action,
  );
type Group = {
  childCategoryName: string;
  projects: { name: string; defaultImage: { url: string }; images: { url: string }[] }[];
};
const shopGroups = async (slug: string, subCategory: string) =>
  (await api.get(`/projects/for-website?catSlug=${slug}&subCategory=${subCategory}`)).json.body as Group[];
const add = async (route: string, name: string) => {
  const res = await api.post(route, { name }, content.token);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.body._id as string;
};

describe("/admin/projects", () => {
  it("builds a category page (sub-category, groups, projects with pictures), orders it and takes it apart; the shop's page follows; each write is audited", async () => {
    const created = await api.post(
      "/admin/projects/categories",
      { name: "Hospitality", seoKeywords: "hotel furniture" },
      content.token,
    );
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.json.body).toMatchObject({
      slug: "hospitality",
      seoKeywords: "hotel furniture",
      bannerImage: { url: "/no-image.svg" },
    });
    const categoryId = created.json.body._id as string;

    const sub = await add(`/admin/projects/categories/${categoryId}/sub-categories`, "Hotels");
    const lobbies = await add(`/admin/projects/sub-categories/${sub}/groups`, "Lobbies");
    const rooms = await add(`/admin/projects/sub-categories/${sub}/groups`, "Rooms");
    const goa = await add(`/admin/projects/groups/${lobbies}/projects`, "Goa Lobby");
    const jaipur = await add(`/admin/projects/groups/${lobbies}/projects`, "Jaipur Lobby");

    const main = await api.request("POST", `/admin/projects/items/${jaipur}/image`, {
      token: content.token,
      body: uploadForm(await testJpeg(400, 300), { alt: "Jaipur lobby" }),
    });
    expect(main.status, JSON.stringify(main.json)).toBe(200);
    const extra = await api.request("POST", `/admin/projects/items/${jaipur}/images`, {
      token: content.token,
      body: uploadForm(await testJpeg(400, 300), { alt: "Jaipur lobby, sofa" }),
    });
    expect(extra.json.body.images).toHaveLength(1);
    const banner = await api.request("POST", `/admin/projects/categories/${categoryId}/banner`, {
      token: content.token,
      body: uploadForm(await testJpeg(1200, 400), { alt: "Hotel lobby" }),
    });
    expect(banner.json.body.bannerImage.url).not.toBe("/no-image.svg");

    expect(
      (await api.post(`/admin/projects/items/${jaipur}/move`, { direction: "up" }, content.token)).json.message,
    ).toBe("Project moved up");
    expect(
      (await api.post(`/admin/projects/groups/${rooms}/move`, { direction: "up" }, content.token)).json.message,
    ).toBe("Group moved up");
    expect(
      (await api.post(`/admin/projects/groups/${rooms}/move`, { direction: "up" }, content.token)).json.message,
    ).toBe("The group is already first");
    let shop = await shopGroups("hospitality", sub);
    expect(shop.map((g) => g.childCategoryName)).toEqual(["Rooms", "Lobbies"]);
    expect(shop[1].projects.map((p) => p.name)).toEqual(["Jaipur Lobby", "Goa Lobby"]);
    expect(shop[1].projects[0].defaultImage.url).toBe(main.json.body.defaultImage.url);

    const cafes = await add(`/admin/projects/categories/${categoryId}/sub-categories`, "Cafes");
    expect(
      (await api.post(`/admin/projects/sub-categories/${cafes}/move`, { direction: "up" }, content.token)).json.message,
    ).toBe("Sub-category moved up");
    const tabs = (await api.get(`/projectSubCategories?categories=${categoryId}`)).json.body as { name: string }[];
    expect(tabs.map((tab) => tab.name)).toEqual(["Cafes", "Hotels"]);
    expect(
      (await api.post(`/admin/projects/sub-categories/${cafes}/move`, { direction: "down" }, content.token)).json
        .message,
    ).toBe("Sub-category moved down");

    const tree = await api.get(`/admin/projects/categories/${categoryId}`, content.token);
    expect(tree.json.body.subCategories.map((s: { name: string }) => s.name)).toEqual(["Hotels", "Cafes"]);
    expect(tree.json.body.subCategories[0].groups.map((g: { name: string }) => g.name)).toEqual(["Rooms", "Lobbies"]);

    const extraUrl = extra.json.body.images[0].url as string;
    expect(
      (await api.post(`/admin/projects/items/${jaipur}/images/remove`, { url: extraUrl }, content.token)).json.body
        .images,
    ).toEqual([]);
    expect(
      (await patch(api, `/admin/projects/items/${goa}`, { name: "Goa Beach Lobby" }, content.token)).json.message,
    ).toBe("Project Goa Beach Lobby saved");
    expect((await api.del(`/admin/projects/items/${goa}`, content.token)).status).toBe(200);
    shop = await shopGroups("hospitality", sub);
    expect(shop[1].projects.map((p) => p.name)).toEqual(["Jaipur Lobby"]);

    expect(await actions(jaipur)).toEqual([
      "project.create",
      "project.image",
      "project.images.add",
      "project.move",
      "project.images.remove",
    ]);
    expect(await actions(goa)).toEqual(["project.create", "project.update", "project.delete"]);
    expect(await actions(rooms)).toEqual(["project_group.create", "project_group.move"]);
    expect(await actions(categoryId)).toEqual(["project_category.create", "project_category.banner"]);
  });

  it("refuses to remove what is not empty, naming what is inside; nothing is removed or audited", async () => {
    const categoryId = (await api.post("/admin/projects/categories", { name: "Office" }, content.token)).json.body
      ._id as string;
    const sub = await add(`/admin/projects/categories/${categoryId}/sub-categories`, "Co-working");
    const group = await add(`/admin/projects/sub-categories/${sub}/groups`, "Desks");
    await add(`/admin/projects/groups/${group}/projects`, "Bengaluru Hub");

    const category = await api.del(`/admin/projects/categories/${categoryId}`, content.token);
    expect(category.status).toBe(409);
    expect(category.json.message).toBe("Office still has 1 sub-category (Co-working): remove them first");
    const subRefused = await api.del(`/admin/projects/sub-categories/${sub}`, content.token);
    expect([subRefused.status, subRefused.json.message]).toEqual([
      409,
      "Co-working still has 1 group: remove them first",
    ]);
    const groupRefused = await api.del(`/admin/projects/groups/${group}`, content.token);
    expect([groupRefused.status, groupRefused.json.message]).toEqual([
      409,
      "Desks still has 1 project: remove them first",
    ]);
    expect(await api.db.select().from(projectCategories).where(eq(projectCategories.id, categoryId))).toHaveLength(1);
    expect(await actions(categoryId)).toEqual(["project_category.create"]);
  });

  it("edits a category (a blank slug is made from the name), refuses a taken slug and bad fields by name, and answers 404s", async () => {
    const first = (await api.post("/admin/projects/categories", { name: "Retail" }, content.token)).json.body
      ._id as string;
    await api.post("/admin/projects/categories", { name: "Schools" }, content.token);
    const edited = await patch(
      api,
      `/admin/projects/categories/${first}`,
      { name: "Retail Stores", slug: "", seoTitle: "Shops we furnished" },
      content.token,
    );
    expect(edited.json.body).toMatchObject({
      name: "Retail Stores",
      slug: "retail-stores",
      seoTitle: "Shops we furnished",
    });
    const taken = await patch(
      api,
      `/admin/projects/categories/${first}`,
      { name: "Retail Stores", slug: "schools" },
      content.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.json.errors.slug).toBe(
      "The slug schools is already used by the project category Schools: type a different one",
    );
    const bad = await api.post("/admin/projects/categories", { name: "", slug: "Not A Slug" }, content.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["name", "slug"]);
    expect(
      (await api.post(`/admin/projects/categories/${first}/sub-categories`, { name: " " }, content.token)).json.errors,
    ).toHaveProperty("name");
    expect((await api.post("/admin/projects/groups/nope/projects", { name: "Lost" }, content.token)).status).toBe(404);
    expect((await api.del("/admin/projects/items/nope", content.token)).status).toBe(404);
    expect((await api.get("/admin/projects/categories/nope", content.token)).status).toBe(404);

    expect((await api.del(`/admin/projects/categories/${first}`, content.token)).json.message).toBe(
      "Project category Retail Stores removed",
    );
    expect(await actions(first)).toEqual([
      "project_category.create",
      "project_category.update",
      "project_category.delete",
    ]);
  });
});
