import { createRoute, z } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { AppDeps } from "./context";
import docs from "./contract/docs.routes";
import { envelopeOf, jsonContent, refusals } from "./contract/envelope.schemas";
import { OPENAPI_PATH, describeApi } from "./contract/openapi-document";
import { createRouter } from "./contract/router";
import { runCancellable } from "./db/cancel";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "./db/unavailable";
import { ApiError, errorEnvelope } from "./lib/envelope";
import { httpMetrics } from "./metrics/http-metrics";
import { requestBodyLimit } from "./middleware/body-limit";
import { requestLog } from "./middleware/request-log";
import { apiSecureHeaders } from "./middleware/secure-headers";
import accounts from "./resources/accounts.routes";
import admin from "./resources/admin/admin.routes";
import catalog from "./resources/catalog.routes";
import dev from "./resources/dev.routes";
import forms from "./resources/forms.routes";
import health from "./resources/health/health.routes";
import orders from "./resources/orders.routes";

const API_PREFIX = "/v1";

/** PostgreSQL's SQLSTATE for a statement stopped by statement_timeout (or a cancel). */
const QUERY_CANCELED = "57014";

/** The SQLSTATE of a database error, also when Drizzle wrapped it (DrizzleQueryError's cause). */
const sqlState = (err: unknown): string | undefined => {
  const { code, cause } = (err ?? {}) as { code?: unknown; cause?: unknown };
  return typeof code === "string" ? code : cause ? sqlState(cause) : undefined;
};

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  summary: "The API answers",
  responses: { 200: jsonContent(envelopeOf(z.object({ ok: z.literal(true) })), "The API is up"), ...refusals() },
});

export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use("*", httpMetrics);

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // A request's database work lasts no longer than the request: its queries are cancelled when the caller goes.
  app.use("*", (c, next) => runCancellable(c.req.raw.signal, next));
  app.use("*", requestLog);
  app.use("*", apiSecureHeaders(deps.env));
  app.use("*", requestBodyLimit);

  const v1 = createRouter();
  v1.openapi(healthRoute, (c) => c.json({ status: 200, message: "OK", body: { ok: true as const }, errors: {} }, 200));
  v1.route("/", catalog);
  v1.route("/", accounts);
  v1.route("/", orders);
  v1.route("/", forms);
  v1.route("/", dev);
  v1.route("/admin", admin);
  v1.route("/", docs);
  app.route(API_PREFIX, v1);
  app.route("/", health);

  const document = describeApi(app, deps.env);
  app.get(`${API_PREFIX}${OPENAPI_PATH}`, (c) => c.json(document()));

  app.notFound((c) => c.json(errorEnvelope(404, "Not found"), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(errorEnvelope(err.status, err.message, err.errors, err.code), err.status);
    }
    if (c.req.raw.signal.aborted) {
      // Nobody is listening any more: the answer is for the log line only.
      return c.json(errorEnvelope(503, "The request was abandoned"), 503);
    }
    if (sqlState(err) === QUERY_CANCELED) {
      deps.logger.error("db.statement_timeout", { requestId: c.get("requestId"), error: String(err) });
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorEnvelope(503, "This is taking too long. Please try again in a moment."), 503);
    }
    if (isDatabaseUnavailable(err)) {
      // A restart or failover, or no connection free in time: the caller may ask again shortly.
      deps.logger.error("db.unavailable", { requestId: c.get("requestId"), error: String(err) });
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorEnvelope(503, DATABASE_UNAVAILABLE_MESSAGE, {}, DATABASE_UNAVAILABLE), 503);
    }
    if (err instanceof HTTPException) {
      return c.json(errorEnvelope(err.status, err.message || "Bad request"), err.status);
    }
    deps.logger.error("unhandled", { requestId: c.get("requestId"), error: String(err?.stack ?? err) });
    return c.json(errorEnvelope(500, "Something went wrong. Please try again."), 500);
  });

  return app;
}
