/** What the back office's category, sub-category, colour and size routes answer. */
import { z } from "@hono/zod-openapi";
import { imageSchema } from "./image";

/** How many products use a row, all and active: staff see it before deleting one. */
const counted = {
  productCount: z.number().int().min(0).openapi({ description: "Products using it, inactive ones included" }),
  activeProductCount: z.number().int().min(0),
};

const named = { _id: z.string(), name: z.string(), slug: z.string() };

const position = z.number().int().min(0).openapi({ description: "Its place in the list, 0 first" });

export const adminSubCategorySchema = z.object({ ...named, position, ...counted }).openapi("AdminSubCategory");

export const adminCategorySchema = z
  .object({
    ...named,
    image: imageSchema,
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    position,
    version: z.number().int().openapi({ description: "Sent back with a change, so an older copy is refused (409)" }),
    ...counted,
    subCategories: z.array(adminSubCategorySchema),
  })
  .openapi("AdminCategory");

/** A category's picture, as its picture screen shows it. */
export const adminCategoryImageSchema = z.object({ ...named, image: imageSchema });

export const adminColorSchema = z
  .object({ ...named, hex: z.string().openapi({ example: "#8b5a2b" }), ...counted })
  .openapi("AdminColor");

export const adminSizeSchema = z.object({ ...named, position, ...counted }).openapi("AdminSize");

export type AdminCategory = z.output<typeof adminCategorySchema>;
export type AdminSubCategory = z.output<typeof adminSubCategorySchema>;
export type AdminColor = z.output<typeof adminColorSchema>;
export type AdminSize = z.output<typeof adminSizeSchema>;
