import { z } from "@hono/zod-openapi";
import { REVIEW_STATUSES } from "@api/validation/admin-reviews";

const instant = z.string().datetime();

/** A review as moderators read it: product, shopper, rating, words, and who moderated or replied. */
export const adminReviewSchema = z
  .object({
    _id: z.string(),
    product: z.object({ _id: z.string(), name: z.string(), slug: z.string(), sku: z.string() }),
    customer: z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
    }),
    ratings: z.number().int().min(1).max(5),
    comment: z.string(),
    status: z.enum(REVIEW_STATUSES),
    createdAt: instant,
    rejectionReason: z.string().nullable(),
    moderatedBy: z.string().nullable(),
    moderatedAt: instant.nullable(),
    reply: z.string().nullable(),
    repliedBy: z.string().nullable(),
    repliedAt: instant.nullable(),
  })
  .openapi("AdminReview");

export const bulkApprovedSchema = z.object({
  approved: z.array(z.string()),
  refused: z.array(z.object({ _id: z.string(), message: z.string() })),
});

export const newsletterSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: instant,
  unsubscribedAt: instant.nullable(),
});

export type AdminReview = z.output<typeof adminReviewSchema>;
