import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { testJpeg, throwawayMediaDir, uploadForm } from "@api/resources/admin/media/upload-fixtures";
import { patch } from "@api/resources/admin/test-helpers";

const mediaDir = throwawayMediaDir("testimonials");
let api: TestApi;
let content: SignedInStaff;

beforeAll(async () => {
  ({ api, staff: content } = await openStaffApi("content", { MEDIA_DIR: mediaDir }));
});
afterAll(() => api.close());

const shopNames = async () => ((await api.get("/testimonials")).json.body as { name: string }[]).map((t) => t.name);
const actions = async (id: string) =>
  (await api.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id))).map(
    (row) => row.action,
  );

describe("/admin/testimonials", () => {
  it("adds (last, with a placeholder photo), uploads a photo, edits, moves and removes; the shop's list follows; each write is audited", async () => {
    await api.post(
      "/admin/testimonials",
      { name: "Anita Rao", designation: "Architect, Pune", comment: "Lovely sofa." },
      content.token,
    );
    const added = await api.post(
      "/admin/testimonials",
      { name: "Vikram Shah", designation: "Homeowner", comment: "Sturdy bed." },
      content.token,
    );
    expect(added.status).toBe(200);
    expect(added.json.body.image.url).toBe("/no-image.svg");
    const id = added.json.body._id as string;
    expect(await shopNames()).toEqual(["Anita Rao", "Vikram Shah"]);

    const photo = await api.request("POST", `/admin/testimonials/${id}/image`, {
      token: content.token,
      body: uploadForm(await testJpeg(400, 400), { alt: "Vikram Shah" }),
    });
    expect(photo.status, JSON.stringify(photo.json)).toBe(200);
    expect(photo.json.body.image.url).not.toBe("/no-image.svg");

    expect((await api.post(`/admin/testimonials/${id}/move`, { direction: "up" }, content.token)).json.message).toBe(
      "Testimonial moved up",
    );
    expect(await shopNames()).toEqual(["Vikram Shah", "Anita Rao"]);

    const edited = await patch(
      api,
      `/admin/testimonials/${id}`,
      { name: "Vikram Shah", designation: "Homeowner, Surat", comment: "Sturdy bed." },
      content.token,
    );
    expect(edited.json.body.designation).toBe("Homeowner, Surat");

    expect((await api.del(`/admin/testimonials/${id}`, content.token)).status).toBe(200);
    expect(await shopNames()).toEqual(["Anita Rao"]);
    expect(await actions(id)).toEqual([
      "testimonial.create",
      "testimonial.image",
      "testimonial.move",
      "testimonial.update",
      "testimonial.delete",
    ]);
  });

  it("refuses blank fields by name, and answers 404 for an unknown testimonial", async () => {
    const res = await api.post("/admin/testimonials", { name: "", designation: "", comment: "" }, content.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(["comment", "designation", "name"]);
    expect((await api.del("/admin/testimonials/nope", content.token)).status).toBe(404);
  });
});
