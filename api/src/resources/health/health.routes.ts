import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from "@api/db/unavailable";
import { errorEnvelope } from "@api/lib/envelope";

/**
 * For load balancers and process managers, outside /v1. `/healthz`: the process answers.
 * `/readyz`: it can serve (its database answers; migrations ran before it listened) and is not
 * draining, so a balancer stops sending it new requests while it finishes the ones it has.
 */
const health = new Hono<AppEnv>();

// The pid tells an operator (and the scale-out tests) which process of several answered.
health.get("/healthz", (c) =>
  c.json({ status: 200, message: "OK", body: { alive: true, pid: process.pid }, errors: {} }),
);

health.get("/readyz", async (c) => {
  const { db, lifecycle, logger } = c.get("deps");
  if (lifecycle.draining) return c.json(errorEnvelope(503, "Shutting down"), 503);
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    logger.error("readyz.database_unreachable", { error: String(error) });
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(errorEnvelope(503, "Database unreachable", {}, DATABASE_UNAVAILABLE), 503);
  }
  return c.json({ status: 200, message: "OK", body: { ready: true }, errors: {} });
});

export default health;
