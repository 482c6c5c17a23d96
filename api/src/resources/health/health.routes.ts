import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from "@api/db/unavailable";
import { errorEnvelope } from "@api/lib/envelope";
import { pingDatabase } from "./database-check";

/**
 * For load balancers and process managers, outside /v1. `/healthz`: the process answers.
 * `/readyz`: it can serve (its database answers; migrations ran before it listened) and is not
 * draining, so a balancer stops sending it new requests while it finishes the ones it has.
 */
const tags = ["Health"];

const liveRoute = createRoute({
  tags,
  method: "get",
  path: "/healthz",
  summary: "The process answers (outside /v1)",
  responses: {
    // The pid tells an operator (and the scale-out tests) which process of several answered.
    200: jsonContent(envelopeOf(z.object({ alive: z.literal(true), pid: z.number().int() })), "Alive"),
    ...refusals(),
  },
});

const readyRoute = createRoute({
  tags,
  method: "get",
  path: "/readyz",
  summary: "The process can serve: its database answers and it is not draining (outside /v1)",
  responses: {
    200: jsonContent(envelopeOf(z.object({ ready: z.literal(true) })), "Ready"),
    ...refusals(),
  },
});

const health = createRouter();

health.openapi(liveRoute, (c) =>
  c.json({ status: 200, message: "OK", body: { alive: true as const, pid: process.pid }, errors: {} }, 200),
);

health.openapi(readyRoute, async (c) => {
  const { db, lifecycle, logger } = c.get("deps");
  if (lifecycle.draining) return c.json(errorEnvelope(503, "Shutting down"), 503);
  try {
    await pingDatabase(db);
  } catch (error) {
    logger.error("readyz.database_unreachable", { error: String(error) });
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(errorEnvelope(503, "Database unreachable", {}, DATABASE_UNAVAILABLE), 503);
  }
  return c.json({ status: 200, message: "OK", body: { ready: true as const }, errors: {} }, 200);
});

export default health;
