import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema";
import { createTestApi, type TestApi } from "../../test/harness";
import { ALREADY_SUBSCRIBED, SUBSCRIBED } from "./newsletters.handlers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("POST /newsletters", () => {
  it("subscribes an address once, and greets a repeat kindly", async () => {
    const first = await api.post("/newsletters", { email: "Priya.Sharma@Example.in" });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ status: 200, message: SUBSCRIBED, body: { email: "priya.sharma@example.in" } });

    const again = await api.post("/newsletters", { email: "priya.sharma@example.in " });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe(ALREADY_SUBSCRIBED);

    const rows = await api.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "priya.sharma@example.in"));
    expect(rows).toHaveLength(1);
  });

  it("refuses a missing or malformed email with the field's message", async () => {
    const empty = await api.post("/newsletters", { email: "" });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ status: 400, body: null, errors: { email: "Email is a required field" } });

    const bad = await api.post("/newsletters", { email: "priya@" });
    expect(bad.json.errors).toEqual({ email: "Email must be a valid email" });
    expect(bad.json.message).toBe("Email must be a valid email");
  });

  it("refuses a body that is not JSON", async () => {
    const res = await api.request("POST", "/newsletters", { rawBody: "email=x", headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body must be JSON");
  });

  it("limits how often one address may post", async () => {
    const limited = await createTestApi({ seed: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await limited.post("/newsletters", { email: `reader${i}@example.in` })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      const refused = await limited.post("/newsletters", { email: "one.more@example.in" });
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(/Too many requests/);
      expect(refused.headers.get("retry-after")).toBeTruthy();

      limited.clock.advance(601_000);
      expect((await limited.post("/newsletters", { email: "later@example.in" })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
