import { z } from "@hono/zod-openapi";
import { PRODUCT_TYPES } from "@api/validation/product-choices";
import { imageSchema } from "./image";

/** A product on the shopper's wishlist, as its card needs it. */
export const wishlistEntrySchema = z
  .object({
    _id: z.string(),
    product: z.object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      sellingPrice: z.number().describe("Rupees"),
      mrp: z.number().describe("Rupees"),
      defaultImage: imageSchema,
      stock: z.number().int(),
      productType: z.enum(PRODUCT_TYPES),
    }),
  })
  .openapi("WishlistEntry");
