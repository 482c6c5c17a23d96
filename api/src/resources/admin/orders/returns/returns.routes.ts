import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  returnApprovalSchema,
  returnListQuerySchema,
  returnReceiptSchema,
  returnRefundPaidSchema,
  returnRefusalSchema,
} from "@api/validation/returns";
import * as handlers from "./returns.handlers";

const router = new Hono<AppEnv>();
const staff = requireStaff("orders.manage");

router.get("/", staff, zValidator("query", returnListQuerySchema, refuseInvalid), handlers.listReturns);
router.get("/:returnId", staff, handlers.getReturn);
router.post(
  "/:returnId/approve",
  staff,
  jsonBody,
  zValidator("json", returnApprovalSchema, refuseInvalid),
  handlers.approveReturn,
);
router.post(
  "/:returnId/reject",
  staff,
  jsonBody,
  zValidator("json", returnRefusalSchema, refuseInvalid),
  handlers.rejectReturn,
);
router.post(
  "/:returnId/receive",
  staff,
  jsonBody,
  zValidator("json", returnReceiptSchema, refuseInvalid),
  handlers.receiveReturnedGoods,
);
router.post(
  "/:returnId/refund-paid",
  staff,
  jsonBody,
  zValidator("json", returnRefundPaidSchema, refuseInvalid),
  handlers.markRefundPaid,
);

export default router;
