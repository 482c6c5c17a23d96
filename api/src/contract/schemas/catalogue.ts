import { z } from "zod";
import { PRODUCT_TYPES } from "@api/validation/product-choices";
import { imageSchema } from "./image";

/** A category, sub-category or colour as another answer names it. */
const refSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
const colorRefSchema = refSchema.extend({ hex: z.string() });

export const categorySchema = refSchema.extend({
  image: imageSchema,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  subCategories: z.array(refSchema).optional().describe("Only with ?subCategories=true, in menu order"),
});

export const subCategorySchema = refSchema.extend({ category: refSchema });

/** A size as the shop's filters list it. */
export const sizeSchema = refSchema;
/** A colour as the shop's filters list it, with its swatch. */
export const colorSchema = colorRefSchema;

export const categoryRedirectSchema = z.object({ slug: z.string().describe("The category's slug now") });

/** Rupees, and the badge's whole percentage off the MRP (0 when there is no discount). */
const priceFields = {
  sellingPrice: z.number(),
  mrp: z.number(),
  discountPercent: z.number().int().min(0),
};

/** A product as a listing shows it. */
export const productCardSchema = refSchema.extend({
  sku: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  ...priceFields,
  defaultImage: imageSchema,
  image: imageSchema,
  images: z.array(imageSchema),
  tagLine: z.string(),
  shortDescription: z.string(),
  stock: z.number().int(),
  maximumOrderQuantity: z.number().int(),
  categories: z.array(refSchema),
  subCategories: z.array(refSchema),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  colors: z.array(colorRefSchema),
  createdAt: z.string().describe("ISO 8601"),
});

const sizeVariantSchema = z.object({
  _id: z.string(),
  size: refSchema,
  stock: z.number().int(),
  maximumOrderQuantity: z.number().int(),
  ...priceFields,
});

const colorVariantSchema = z.object({
  _id: z.string(),
  color: colorRefSchema,
  stock: z.number().int().describe("With sizes per colour, the total of its sizes"),
  maximumOrderQuantity: z.number().int(),
  ...priceFields,
  defaultImage: imageSchema,
  images: z.array(imageSchema),
  sizes: z.array(sizeVariantSchema),
});

/** A product as its page shows it, every variant included. */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  warrantyTerms: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  colors: z.array(colorVariantSchema),
  sizes: z.array(sizeVariantSchema).describe("Sizes of a product without colours"),
});

export type ProductCard = z.output<typeof productCardSchema>;
export type Size = z.output<typeof sizeSchema>;
export type Color = z.output<typeof colorSchema>;
export type CategoryRedirect = z.output<typeof categoryRedirectSchema>;
export type ProductDetail = z.output<typeof productDetailSchema>;

/** A product taken out of the shop: the category its page links to instead, when it had one. */
export const productGoneSchema = z.object({
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
});
