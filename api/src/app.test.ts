import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("the envelope", () => {
  it("answers health in the envelope", async () => {
    const res = await api.get("/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 200, message: "OK", body: { ok: true }, errors: {} });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers an unknown path with a 404 envelope", async () => {
    const res = await api.get("/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 404, message: "Not found", body: null, errors: {} });
  });
});
