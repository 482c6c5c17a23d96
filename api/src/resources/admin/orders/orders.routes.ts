import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { jsonBody, refuseInvalid } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import { bulkOrderMoveSchema, orderMoveSchema } from "../../../validation/admin-orders";
import { getCodCalls } from "./cod-calls";
import * as moves from "./order-moves.handlers";

const router = new Hono<AppEnv>();
const staff = requireStaff("orders.manage");

router.get("/cod-calls", staff, getCodCalls);
router.post("/status", staff, jsonBody, zValidator("json", bulkOrderMoveSchema, refuseInvalid), moves.moveOrdersStatus);
router.post("/:orderId/status", staff, jsonBody, zValidator("json", orderMoveSchema, refuseInvalid), moves.moveOrderStatus);

export default router;
