import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { importIdParam, importViewQuery } from "@api/validation/admin-imports";
import * as handlers from "./imports.handlers";

/** The CSV imports (catalogue and delivery areas), both catalogue work, run by jobs. */
const router = new Hono<AppEnv>();
const allowed = requireStaff("catalogue.manage");

router.get("/", allowed, handlers.listImports);
router.get(
  "/:importId",
  allowed,
  zValidator("param", importIdParam, refuseInvalid),
  zValidator("query", importViewQuery, refuseInvalid),
  handlers.getImport,
);
router.post("/:importId/cancel", allowed, zValidator("param", importIdParam, refuseInvalid), handlers.cancelImport);

export default router;
