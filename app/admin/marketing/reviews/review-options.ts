/** The back office's review screens: what the API answers and how statuses read. */
export type ReviewStatus = "PENDING" | "APPROVED" | "REJECTED";

export type AdminReview = {
  _id: string;
  product: { _id: string; name: string; slug: string; sku: string };
  customer: { _id: string; name: string; email: string | null; mobile: string | null };
  ratings: number;
  comment: string;
  status: ReviewStatus;
  createdAt: string;
  rejectionReason: string | null;
  moderatedBy: string | null;
  moderatedAt: string | null;
  reply: string | null;
  repliedBy: string | null;
  repliedAt: string | null;
};

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
