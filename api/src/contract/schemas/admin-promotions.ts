import { z } from "@hono/zod-openapi";
import {
  PROMOTION_KINDS,
  PROMOTION_STATES,
  PROMOTION_STATUSES,
  TARGET_ROLES,
  TARGET_TYPES,
} from "@api/validation/admin-promotions";

const instant = z.string().datetime();
const rupees = z.number().describe("Rupees");

/** An automatic promotion as the back office reads it; fields its kind does not use are null. */
export const adminPromotionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    badge: z.string().describe("What shoppers read beside the price"),
    kind: z.enum(PROMOTION_KINDS),
    status: z.enum(PROMOTION_STATUSES),
    state: z.enum(PROMOTION_STATES).describe("Worked out now from the status and the dates"),
    startsAt: instant,
    endsAt: instant.nullable(),
    priority: z.number().int().describe("Higher wins a tie between equal savings"),
    usageLimit: z.number().int().nullable(),
    usageLimitPerCustomer: z.number().int().nullable(),
    percent: z.number().int().nullable(),
    amount: rupees.nullable().describe("Rupees off each unit"),
    buyQuantity: z.number().int().nullable(),
    getQuantity: z.number().int().nullable(),
    getPercent: z.number().int().nullable().describe("100 = free"),
    maxApplicationsPerOrder: z.number().int().nullable(),
    giftProductId: z.string().nullable(),
    giftProductColorId: z.string().nullable(),
    giftProductSizeId: z.string().nullable(),
    giftQuantity: z.number().int().nullable(),
    giftMinimum: rupees.nullable(),
    tiers: z.array(z.object({ minimum: rupees, amount: rupees.nullable(), percent: z.number().int().nullable() })),
    targets: z.array(z.object({ role: z.enum(TARGET_ROLES), type: z.enum(TARGET_TYPES), id: z.string() })),
    version: z.number().int().describe("Send it back with an edit: an older version is refused (409)"),
    createdAt: instant,
  })
  .openapi("AdminPromotion");
