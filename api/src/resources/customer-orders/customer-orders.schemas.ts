import { z } from "@hono/zod-openapi";
import { pagination } from "@api/lib/query";
import { idempotencyKeyField } from "@api/validation/order-payload";

/**
 * Only the body's shape is checked on the way in: parseOrderRequest checks the payload and
 * the address together, so the checkout form can show every problem at once.
 */
export const orderRequestBody = z.record(z.unknown(), { invalid_type_error: "The request body must be a JSON object" });

export const idempotencyKeyInput = z.object({ idempotencyKey: idempotencyKeyField });

export const listQuery = z.object(pagination(10, 50));

/** One of the signed-in shopper's orders; another shopper's answers 404. */
export const ownOrderParam = z.object({
  id: z.string().describe("The order's _id or its number (FS100001, any case)"),
});
export const ownOrderDocumentParam = ownOrderParam.extend({ documentId: z.string() });
