import { z } from "zod";
import { mobileField } from "@api/validation/fields";

export const draftIdParam = z.object({ id: z.string().min(1).max(40) });
export const draftListQuery = z.object({
  status: z.enum(["open", "awaiting_payment", "placed", "all"]).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const customerLookupQuery = z.object({ mobile: mobileField() });
export const productSearchQuery = z.object({ q: z.string().trim().min(1, "Type a product name or sku").max(100) });
