import { z } from "@hono/zod-openapi";

/** One of the signed-in shopper's orders; another shopper's answers 404. */
export const ownOrderParam = z.object({
  id: z.string().describe("The order's _id or its number (FS100001, any case)"),
});
export const ownOrderDocumentParam = ownOrderParam.extend({ documentId: z.string() });
