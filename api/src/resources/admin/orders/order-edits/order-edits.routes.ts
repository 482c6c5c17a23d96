import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { balanceLinkSchema, orderEditSchema } from "@api/validation/order-edit";
import { sendBalanceLink } from "./balance-link";
import * as edits from "./order-edits.handlers";

/** Editing an order before it ships, and asking for what an edit left due; mounted by orders.routes.ts. */
const router = new Hono<AppEnv>();
const staff = requireStaff("orders.manage");

router.get("/:orderId/edit", staff, edits.getOrderEdit);
router.post("/:orderId/edit", staff, jsonBody, zValidator("json", orderEditSchema, refuseInvalid), edits.saveOrderEdit);
router.post(
  "/:orderId/balance-link",
  staff,
  jsonBody,
  zValidator("json", balanceLinkSchema, refuseInvalid),
  sendBalanceLink,
);

export default router;
