import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { cancelOrderSchema } from "@api/validation/schemas";
import { requireCustomer } from "@api/middleware/auth";
import {
  cancelOrder,
  createOrder,
  getOrder,
  getOrderDocumentPdf,
  getOrderDocuments,
  listOrders,
  listQuery,
  orderRequestBody,
} from "./customer-orders.handlers";

const customerOrders = new Hono<AppEnv>()
  .use("/customerOrders", requireCustomer)
  .use("/customerOrders/*", requireCustomer)
  .get("/customerOrders", zValidator("query", listQuery, refuseInvalid), listOrders)
  .post("/customerOrders", jsonBody, zValidator("json", orderRequestBody, refuseInvalid), createOrder)
  .put("/customerOrders/cancel/:id", jsonBody, zValidator("json", cancelOrderSchema, refuseInvalid), cancelOrder)
  .get("/customerOrders/:id", getOrder)
  .get("/customerOrders/:id/documents", getOrderDocuments)
  .get("/customerOrders/:id/documents/:documentId/pdf", getOrderDocumentPdf);

export default customerOrders;
