import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "@api/test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("GET /dev/outbox", () => {
  it("lists one destination's messages newest first", async () => {
    const { messenger } = api.deps;
    await messenger.send({ channel: "email", to: "priya@example.in", subject: "First", body: "one" });
    api.clock.advance(1000);
    await messenger.send({ channel: "sms", to: "9812345678", body: "elsewhere" });
    api.clock.advance(1000);
    await messenger.send({ channel: "email", to: "priya@example.in", subject: "Second", body: "two" });

    const res = await api.get("/dev/outbox?to=Priya@Example.in");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 200, page: 1, totalPages: 1, totalRecords: 2, errors: {} });
    expect(res.json.body.map((m: { subject: string }) => m.subject)).toEqual(["Second", "First"]);
    expect(res.json.body[0]).toEqual({
      _id: expect.any(String),
      channel: "email",
      to: "priya@example.in",
      subject: "Second",
      body: "two",
      createdAt: api.clock.now().toISOString(),
    });

    const limited = await api.get("/dev/outbox?to=priya@example.in&limit=1");
    expect(limited.json.body).toHaveLength(1);
    expect(limited.json.totalPages).toBe(2);
  });

  it("shows the code a login sent", async () => {
    const mobile = "9800000001";
    await api.post("/customers/login", { mobile });
    const res = await api.get(`/dev/outbox?to=${mobile}`);
    expect(res.json.body[0].body).toMatch(/^\d{4} is your Woodnest verification code/);
  });

  it("does not exist in production", async () => {
    const production = await createTestApi({
      seed: false,
      env: {
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        STAFF_TOTP_KEY: "y".repeat(32),
        ORDER_LINK_SECRET: "z".repeat(32),
        NEWSLETTER_LINK_SECRET: "w".repeat(32),
      },
    });
    try {
      await production.deps.messenger.send({ channel: "sms", to: "9812345678", body: "kept in the table" });
      const res = await production.get("/dev/outbox?to=9812345678");
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ status: 404, code: "NOT_FOUND", message: "Not found", body: null, errors: {} });
      // Without a provider the message is still kept, so an operator can see what shoppers missed.
      expect(await production.outbox("9812345678")).toHaveLength(1);
    } finally {
      await production.close();
    }
  });
});
