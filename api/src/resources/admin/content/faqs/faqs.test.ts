import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, faqs, staff } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { patch, signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
let content: { member: typeof staff.$inferSelect; token: string };

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  content = await signedInStaff(api, "content");
});
afterAll(() => api.close());

const questions = async () => ((await api.get("/faqs")).json.body as { question: string }[]).map((faq) => faq.question);
const actions = async (id: string) =>
  (await api.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id))).map(
    (row) => row.action,
  );

describe("/admin/faqs", () => {
  it("adds questions at the end, edits, moves and removes them; the shop's list follows; each write is audited", async () => {
    const first = await api.post(
      "/admin/faqs",
      { question: "Do you deliver to Pune?", answer: "Yes, in 5 days." },
      content.token,
    );
    expect(first.status).toBe(200);
    const second = await api.post(
      "/admin/faqs",
      { question: "Is COD available?", answer: "Up to Rs 50,000." },
      content.token,
    );
    const id = second.json.body._id as string;
    expect(await questions()).toEqual(["Do you deliver to Pune?", "Is COD available?"]);

    const moved = await api.post(`/admin/faqs/${id}/move`, { direction: "up" }, content.token);
    expect(moved.json.message).toBe("Question moved up");
    expect(await questions()).toEqual(["Is COD available?", "Do you deliver to Pune?"]);
    expect((await api.post(`/admin/faqs/${id}/move`, { direction: "up" }, content.token)).json.message).toBe(
      "The question is already first",
    );

    const edited = await patch(
      api,
      `/admin/faqs/${id}`,
      { question: "Can I pay cash on delivery?", answer: "Up to Rs 50,000." },
      content.token,
    );
    expect(edited.json.body.question).toBe("Can I pay cash on delivery?");
    expect(
      (
        await patch(
          api,
          `/admin/faqs/${id}`,
          { question: "Can I pay cash on delivery?", answer: "Up to Rs 50,000." },
          content.token,
        )
      ).json.message,
    ).toBe("Nothing to change");

    expect((await api.del(`/admin/faqs/${id}`, content.token)).status).toBe(200);
    expect(await api.db.select().from(faqs).where(eq(faqs.id, id))).toHaveLength(0);
    expect(await questions()).toEqual(["Do you deliver to Pune?"]);
    expect(await actions(id)).toEqual(["faq.create", "faq.move", "faq.update", "faq.delete"]);
  });

  it("refuses a blank question or answer by its field, and answers 404 for an unknown one", async () => {
    const res = await api.post("/admin/faqs", { question: " ", answer: "" }, content.token);
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      question: "Question is a required field",
      answer: "Answer is a required field",
    });
    expect((await patch(api, "/admin/faqs/nope", { question: "Q", answer: "A" }, content.token)).status).toBe(404);
    expect((await api.del("/admin/faqs/nope", content.token)).status).toBe(404);
  });
});
