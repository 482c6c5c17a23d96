import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { moveSchema } from "@api/validation/admin-categories";
import { type MasterConfig, type MasterSchema, masterHandlers } from "./master-handlers";
import { masterIdParam } from "./master-id-param";

/**
 * A catalogue master's API (GET, POST, PATCH /:id, DELETE /:id, and POST /:id/move when it is
 * ordered), from its config and its form's schema, for the staff who manage the catalogue.
 */
export function masterResource<Schema extends MasterSchema>(
  config: MasterConfig & {
    schema: Schema;
    /** The form's fields besides name and slug, kept as the row's columns of the same names ("hex"). */
    columns: readonly Exclude<keyof z.output<Schema>, "name" | "slug">[];
  },
) {
  const handlers = masterHandlers(config);
  const router = new Hono<AppEnv>();
  const staff = requireStaff("catalogue.manage");
  const byId = zValidator("param", masterIdParam, refuseInvalid);
  const schema: MasterSchema = config.schema;
  const body = zValidator("json", schema, refuseInvalid);

  router.get("/", staff, handlers.list);
  router.post("/", staff, jsonBody, body, handlers.create);
  router.patch("/:id", staff, byId, jsonBody, body, handlers.update);
  if (config.ordered)
    router.post("/:id/move", staff, byId, jsonBody, zValidator("json", moveSchema, refuseInvalid), handlers.move);
  router.delete("/:id", staff, byId, handlers.remove);
  return router;
}
