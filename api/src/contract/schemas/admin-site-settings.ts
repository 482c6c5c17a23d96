import { z } from "@hono/zod-openapi";
import { imageSchema } from "./image";

/** One hero slide or banner as the back office edits it: a slide keeps its sub-title in `text`. */
const homeItemSchema = z
  .object({ title: z.string(), text: z.string(), linkLabel: z.string(), webpageUrl: z.string(), image: imageSchema })
  .openapi("HomeItem");

/** The home page's lists and popup, with the settings' version a save must name. */
export const homeSettingsSchema = z
  .object({
    slides: z.array(homeItemSchema),
    promotions: z.array(homeItemSchema),
    offers: z.array(homeItemSchema),
    popup: z.object({
      enabled: z.boolean(),
      title: z.string(),
      text: z.string(),
      linkLabel: z.string(),
      webpageUrl: z.string(),
      delaySeconds: z.number().int().min(0),
      image: imageSchema.nullable(),
    }),
    version: z.number().int().min(0),
  })
  .openapi("HomeSettings");

/** The shop-wide contacts, opening times and free-shipping threshold (in rupees), with the version a save must name. */
export const shopSettingsSchema = z
  .object({
    supportMobile: z.string(),
    whatsappNumber: z.string(),
    supportEmail: z.string(),
    openingHours: z.array(z.object({ days: z.string(), hours: z.string() })),
    openingNote: z.string(),
    freeShippingOver: z.number().min(0),
    version: z.number().int().min(0),
  })
  .openapi("ShopSettings");

export type HomeItem = z.infer<typeof homeItemSchema>;
export type HomeSettings = z.infer<typeof homeSettingsSchema>;
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
