import { z } from "zod";
import { SKU_KINDS } from "@api/validation/admin-stock";

export const skuParam = z.object({ kind: z.enum(SKU_KINDS), id: z.string().min(1).max(40) });
