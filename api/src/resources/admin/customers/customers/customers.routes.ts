import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { customerAccessSchema, customerListQuerySchema } from "@api/validation/admin-customers";
import * as handlers from "./customers.handlers";
import { customerIdParam as idParam } from "./customers.schemas";

const router = new Hono<AppEnv>();

router.get(
  "/",
  requireStaff("customers.manage"),
  zValidator("query", customerListQuerySchema, refuseInvalid),
  handlers.listCustomers,
);
router.get("/:id", requireStaff("customers.manage"), zValidator("param", idParam, refuseInvalid), handlers.getCustomer);
const access = [
  requireStaff("customers.manage"),
  zValidator("param", idParam, refuseInvalid),
  jsonBody,
  zValidator("json", customerAccessSchema, refuseInvalid),
] as const;
router.post("/:id/disable", ...access, handlers.disableCustomer);
router.post("/:id/enable", ...access, handlers.enableCustomer);

export default router;
