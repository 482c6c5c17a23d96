import { z } from "@hono/zod-openapi";
import { REVIEW_STATUSES } from "@api/validation/admin-reviews";

/** A review as shoppers read it: only the reviewer's first name leaves the API. */
export const reviewSchema = z
  .object({
    _id: z.string(),
    customer: z.object({ firstName: z.string().describe("'Customer' when they never gave one") }),
    ratings: z.number().int().min(1).max(5),
    comment: z.string(),
    createdAt: z.string().datetime(),
    product: z.string(),
    reviewStatus: z.enum(REVIEW_STATUSES),
    reply: z.object({ text: z.string(), repliedAt: z.string().datetime().nullable() }).nullable(),
  })
  .openapi("Review");
export type Review = z.output<typeof reviewSchema>;
