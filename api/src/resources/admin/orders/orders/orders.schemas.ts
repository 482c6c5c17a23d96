import { z } from "zod";

/** An order by its number (FS100001), as every order route is addressed. */
export const orderNumberParam = z.object({ orderId: z.string().trim().min(1).max(40) });
export const orderRefundParam = orderNumberParam.extend({ refundId: z.string().trim().min(1).max(40) });
export const orderDocumentParam = orderNumberParam.extend({ documentId: z.string().trim().min(1).max(40) });
