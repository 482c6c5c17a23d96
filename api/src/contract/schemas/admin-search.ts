import { z } from "zod";
import { ORDER_MATCH_LABELS, type OrderMatch } from "@api/validation/order-search-matches";
import { ORDER_STATUSES, PAYMENT_METHODS } from "@api/validation/order-states";

const found = <T extends z.ZodTypeAny>(match: T) =>
  z
    .object({ total: z.number().int().min(0), matches: z.array(match) })
    .nullable()
    .describe("What the search found of this kind; null when the role may not open this kind's screens");

export const orderMatchSchema = z.object({
  orderId: z.string(),
  createdAt: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  total: z.number(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  awb: z.string().nullable(),
  matchedBy: z.enum(Object.keys(ORDER_MATCH_LABELS) as [OrderMatch, ...OrderMatch[]]),
});

const productMatchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  isActive: z.boolean(),
});

const customerMatchSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

/** GET /v1/admin/search's body: each kind of record the query found, for the kinds the role may open. */
export const adminSearchSchema = z.object({
  q: z.string(),
  exact: z.string().nullable().describe("The order an order id or AWB names, which the screen opens at once"),
  orders: found(orderMatchSchema),
  products: found(productMatchSchema),
  customers: found(customerMatchSchema),
});
