import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "../context";
import { ApiError, errorEnvelope } from "./envelope";
import { NOT_JSON, jsonBody, refuseInvalid } from "./validation";

const schema = z.object({ email: z.string().email("Email must be a valid email") });

function app() {
  const router = new Hono<AppEnv>();
  router.post("/", jsonBody, zValidator("json", schema, refuseInvalid), (c) => c.json(c.req.valid("json")));
  router.get("/", zValidator("query", schema, refuseInvalid), (c) => c.json(c.req.valid("query")));
  router.onError((err, c) => {
    if (!(err instanceof ApiError)) throw err;
    return c.json(errorEnvelope(err.status, err.message, err.errors), err.status);
  });
  return router;
}

const post = (body: string, contentType = "application/json") =>
  app().request("/", { method: "POST", body, headers: { "content-type": contentType } });

describe("route validation", () => {
  it("hands the handler the parsed input", async () => {
    expect(await (await post(JSON.stringify({ email: "asha@example.in" }))).json()).toEqual({
      email: "asha@example.in",
    });
    expect(await (await app().request("/?email=asha@example.in")).json()).toEqual({ email: "asha@example.in" });
  });

  it("refuses bad input with the API's envelope: errors by field, the first as the message", async () => {
    const res = await post(JSON.stringify({ email: "asha@" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      code: "INVALID_INPUT",
      message: "Email must be a valid email",
      body: null,
      errors: { email: "Email must be a valid email" },
    });
  });

  it("refuses a body that is not JSON, or not labelled as JSON, with one message", async () => {
    for (const res of [
      await post("email=x", "text/plain"),
      await post("{", "application/json"),
      await post('{"email":"a@b.in"}', "text/plain"),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(NOT_JSON);
    }
  });
});
