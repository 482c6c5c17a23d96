/** The back office's review screens: what the API answers and how statuses read. */
import type { ReviewStatus } from "@api/validation/admin-reviews";

export type { ReviewStatus };

/** The contract's type (schemas/admin-reviews.ts). */
export type { AdminReview } from "@api/contract/schemas/admin-reviews";

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  PENDING: "Awaiting approval",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

export const REVIEW_STATUS_OPTIONS = [
  { value: "PENDING", label: "Awaiting approval" },
  { value: "APPROVED", label: "Approved" },
  { value: "REJECTED", label: "Rejected" },
  { value: "all", label: "Any status" },
];

export const REVIEW_RATING_OPTIONS = [
  { value: "", label: "Any rating" },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? "" : "s"}` })),
];

export const ratingText = (ratings: number) => `${ratings} out of 5`;
