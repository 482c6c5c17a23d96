import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { jsonBody, refuseInvalid } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import { bulkOrderMoveSchema, orderMoveSchema } from "../../../validation/admin-orders";
import { partialRefundSchema } from "../../../validation/admin-refunds";
import * as moves from "./order-moves.handlers";
import * as refunds from "./order-refunds.handlers";

const router = new Hono<AppEnv>();
const staff = requireStaff("orders.manage");

router.post("/status", staff, jsonBody, zValidator("json", bulkOrderMoveSchema, refuseInvalid), moves.moveOrdersStatus);
router.get("/:orderId/refunds", staff, refunds.listOrderRefunds);
router.post("/:orderId/refunds", staff, jsonBody, zValidator("json", partialRefundSchema, refuseInvalid), refunds.createOrderRefund);
router.post("/:orderId/refunds/:refundId/retry", staff, refunds.retryOrderRefund);
router.post("/:orderId/status", staff, jsonBody, zValidator("json", orderMoveSchema, refuseInvalid), moves.moveOrderStatus);

export default router;
