import { z } from "@hono/zod-openapi";
import { PRODUCT_TYPES } from "@api/validation/product-choices";
import { imageSchema } from "./image";

/** A product's pictures as its images screen edits them: its own, or each colour's. */
export const productImagesSchema = z
  .object({
    product: z.object({ _id: z.string(), name: z.string(), slug: z.string(), productType: z.enum(PRODUCT_TYPES) }),
    images: z.array(imageSchema),
    colors: z.array(z.object({ _id: z.string(), name: z.string(), hex: z.string(), images: z.array(imageSchema) })),
  })
  .openapi("AdminProductImages");

/** A list of pictures after a change, in their order: the first is the default. */
export const imageListSchema = z.object({ images: z.array(imageSchema) });

export const imageAddedSchema = imageListSchema.extend({ image: imageSchema });
