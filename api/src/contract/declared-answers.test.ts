import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { declaredAnswers } from "./declared-answers";
import { envelopeOf, jsonContent, refusals } from "./envelope.schemas";
import { createRouter } from "./router";

const thing = z.object({ name: z.string() });
const app = createRouter();
app.openapi(
  createRoute({
    method: "get",
    path: "/things/{id}",
    responses: { 200: jsonContent(envelopeOf(thing), "A thing"), ...refusals(404) },
  }),
  (c) => c.json({ status: 200, message: "OK", body: { name: "a" }, errors: {} }, 200),
);
app.openapi(
  createRoute({
    method: "get",
    path: "/things/new",
    responses: { 200: { description: "The form, as HTML" } },
  }),
  (c) => c.html("<form></form>"),
);
const wrapper = createRouter();
wrapper.route("/v1", app);
const problemWith = declaredAnswers(wrapper);
const ok = (body: unknown) => ({ status: 200, message: "OK", body, errors: {} });

describe("declaredAnswers", () => {
  it("passes an answer as declared, under the prefix the router was mounted at", () => {
    expect(problemWith("GET", "/v1/things/7?fields=all", 200, ok({ name: "Sofa" }))).toBeUndefined();
    expect(
      problemWith("get", "/v1/things/7", 404, {
        status: 404,
        code: "NOT_FOUND",
        message: "Not found",
        body: null,
        errors: {},
      }),
    ).toBeUndefined();
  });

  it("names a body its declared schema refuses, field by field", () => {
    expect(problemWith("GET", "/v1/things/7", 200, ok({ name: 7 }))).toBe(
      "GET /v1/things/{id} answered 200 with a body its declared schema refuses: body.name: Expected string, received number",
    );
  });

  it("names a status the route does not declare", () => {
    expect(problemWith("GET", "/v1/things/7", 409, ok(null))).toBe(
      "GET /v1/things/{id} answered 409, which it does not declare (declared: 200, 404, 500, 503)",
    );
  });

  it("takes the route with fewer parameters where two match, and leaves undeclared routes alone", () => {
    expect(problemWith("GET", "/v1/things/new", 200, "<form></form>")).toBeUndefined();
    expect(problemWith("GET", "/v1/things/new", 200, { anything: true })).toBeUndefined();
    expect(problemWith("POST", "/v1/things/7", 500, "whatever")).toBeUndefined();
    expect(problemWith("GET", "/v1/other", 200, {})).toBeUndefined();
  });
});
