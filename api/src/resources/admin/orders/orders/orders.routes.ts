import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  bulkOrderMoveSchema,
  orderListQuerySchema,
  orderMoveSchema,
  orderNoteSchema,
} from "@api/validation/admin-orders";
import * as detail from "./order-detail.handlers";
import { getCodCalls } from "./cod-calls";
import * as moves from "./order-moves.handlers";
import * as queue from "./orders-queue.handlers";
import shipping from "./shipping.routes";
import orderEdits from "../order-edits/order-edits.routes";
import orderSearch from "./order-search";
import { partialRefundSchema } from "@api/validation/admin-refunds";
import * as refunds from "./order-refunds.handlers";
import { listOrderDocuments, orderDocumentPdf } from "./order-documents.handlers";

const router = new Hono<AppEnv>();
const staff = requireStaff("orders.manage");

router.get("/", staff, zValidator("query", orderListQuerySchema, refuseInvalid), queue.listOrders);
router.get("/export", staff, zValidator("query", orderListQuerySchema, refuseInvalid), queue.exportOrders);
router.route("/search", orderSearch);
router.get("/cod-calls", staff, getCodCalls);
router.post("/status", staff, jsonBody, zValidator("json", bulkOrderMoveSchema, refuseInvalid), moves.moveOrdersStatus);
router.get("/:orderId", staff, detail.getOrder);
router.get("/:orderId/refunds", staff, refunds.listOrderRefunds);
router.get("/:orderId/documents", staff, listOrderDocuments);
router.get("/:orderId/documents/:documentId/pdf", staff, orderDocumentPdf);
router.post(
  "/:orderId/refunds",
  staff,
  jsonBody,
  zValidator("json", partialRefundSchema, refuseInvalid),
  refunds.createOrderRefund,
);
router.post("/:orderId/refunds/:refundId/retry", staff, refunds.retryOrderRefund);
router.post(
  "/:orderId/status",
  staff,
  jsonBody,
  zValidator("json", orderMoveSchema, refuseInvalid),
  moves.moveOrderStatus,
);
router.post(
  "/:orderId/notes",
  staff,
  jsonBody,
  zValidator("json", orderNoteSchema, refuseInvalid),
  detail.addOrderNote,
);
router.route("/", shipping);
router.route("/", orderEdits);

export default router;
