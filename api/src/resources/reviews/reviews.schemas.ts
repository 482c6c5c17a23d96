import { z } from "zod";
import { blankToUndefined, requiredText } from "@api/validation/fields";

const REVIEWS_PAGE_SIZE = 10;

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const listQuery = z.object({
  product: requiredText("Product", 64),
  // The public list shows approved reviews only; asking for others is a mistake, not a filter.
  reviewStatus: z.preprocess(
    blankToUndefined,
    z.literal("APPROVED", { errorMap: () => ({ message: "Only approved reviews are listed" }) }).optional(),
  ),
  page: wholeNumber("Page", 1, 100_000).default(1),
  limit: wholeNumber("Limit", 1, 50).default(REVIEWS_PAGE_SIZE),
});

export const ownReviewQuery = z.object({ product: requiredText("Product", 64) });
