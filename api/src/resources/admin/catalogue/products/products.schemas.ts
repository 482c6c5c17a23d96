import { z } from "zod";

export const productIdParam = z.object({ id: z.string().min(1).max(40) });
export const productColorParam = productIdParam.extend({ colorId: z.string().min(1).max(40) });
export const productSizeParam = productIdParam.extend({ sizeId: z.string().min(1).max(40) });
export const productSlugParam = z.object({ slug: z.string().min(1).max(200) });
