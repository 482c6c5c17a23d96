/**
 * Review moderation (issue 16): the queue's filters, rejecting with a reason, the shop's public
 * reply, bulk approval and the owner's automatic-approval setting. Pure zod, shared by the API and
 * the back office's forms.
 */
import { z } from "zod";
import { blankToUndefined, messages, requiredText, REVIEW_MAX_RATING } from "./fields";

export const REVIEW_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The queue opens on what needs doing; "all" shows every review. */
const REVIEW_STATUS_FILTERS = [...REVIEW_STATUSES, "all"] as const;

export const REVIEWS_PAGE_SIZE = 20;
const MAX_BULK_REVIEWS = 100;

export const reviewListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(REVIEW_STATUS_FILTERS, { errorMap: () => ({ message: messages.oneOf("Status") }) }).default("PENDING"),
  ),
  rating: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ invalid_type_error: messages.oneOf("Rating") })
      .int(messages.oneOf("Rating"))
      .min(1, messages.oneOf("Rating"))
      .max(REVIEW_MAX_RATING, messages.oneOf("Rating"))
      .optional(),
  ),
  /** Part of a product's name or its SKU. */
  product: z.preprocess(blankToUndefined, z.string().trim().max(100, messages.max("Product", 100)).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});

/** Shown to staff only (and kept in the audit log): why the review is not published. */
export const reviewRejectSchema = z.object({ reason: requiredText("Reason", 500) });

/** The shop's answer, public under the review: plain text like the review itself. */
export const reviewReplySchema = z.object({ reply: requiredText("Reply", 1000) });

export const reviewBulkApproveSchema = z.object({
  ids: z.preprocess(
    (value) => (typeof value === "string" ? [value] : value),
    z
      .array(z.string().min(1).max(40), {
        required_error: "Choose at least one review",
        invalid_type_error: "Choose at least one review",
      })
      .min(1, "Choose at least one review")
      .max(MAX_BULK_REVIEWS, `Choose at most ${MAX_BULK_REVIEWS} reviews at a time`),
  ),
});

/** A checkbox: present ("on", "true") means yes; absent means no. */
const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

export const reviewSettingsUpdateSchema = z.object({
  autoApprove: checkbox,
  version: z.coerce.number({ invalid_type_error: "Reload the page and try again" }).int().min(0),
});

export const REVIEW_SETTING_LABELS = { autoApprove: "automatic approval" };
