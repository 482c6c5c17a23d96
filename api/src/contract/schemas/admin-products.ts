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

const refSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** A row with its own SKU, prices and stock: a colour, or a size (under its colour). */
const editableVariantSchema = z.object({
  _id: z.string(),
  level: z.enum(["color", "size"]),
  colorName: z.string().nullable(),
  sizeName: z.string().nullable(),
  sku: z.string(),
  sellingPrice: z.number().openapi({ description: "Rupees" }),
  mrp: z.number().openapi({ description: "Rupees" }),
  stock: z.number().int(),
  maximumOrderQuantity: z.number().int(),
  inOrders: z.boolean().openapi({ description: "Named in an order, so it is never deleted" }),
});

/** The product as the edit screen shows it: every field, its categories, its variants and its old slugs. */
export const adminProductSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    sku: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    sellingPrice: z.number().openapi({ description: "Rupees" }),
    mrp: z.number().openapi({ description: "Rupees" }),
    shortDescription: z.string(),
    description: z.string(),
    warrantyTerms: z.string(),
    tagLine: z.string(),
    stock: z.number().int(),
    maximumOrderQuantity: z.number().int(),
    seoTitle: z.string(),
    seoDescription: z.string(),
    hsnCode: z.string(),
    gstRate: z.number().int().nullable(),
    isActive: z.boolean(),
    version: z.number().int().openapi({ description: "Sent back with a change, so an older copy is refused (409)" }),
    createdAt: z.string(),
    defaultImage: imageSchema,
    categories: z.array(refSchema),
    subCategories: z.array(refSchema.extend({ categoryId: z.string() })),
    colors: z.array(refSchema.extend({ hex: z.string(), variantId: z.string() })),
    sizes: z.array(refSchema),
    variants: z.array(editableVariantSchema),
    oldSlugs: z.array(z.string()),
  })
  .openapi("AdminProduct");

/** A row of the back office's product list. */
export const adminProductRowSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    sku: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    sellingPrice: z.number(),
    mrp: z.number(),
    isActive: z.boolean(),
    stock: z.number().int(),
    stockState: z.enum(["in", "low", "out"]),
    categories: z.string().openapi({ description: "The category names, comma-separated" }),
  })
  .openapi("AdminProductRow");

const choiceSchema = z.object({ _id: z.string(), name: z.string() });

/** What the product forms choose from. */
export const productFormOptionsSchema = z
  .object({
    categories: z.array(choiceSchema.extend({ subCategories: z.array(choiceSchema) })),
    colors: z.array(choiceSchema.extend({ hex: z.string() })),
    sizes: z.array(choiceSchema),
  })
  .openapi("ProductFormOptions");
