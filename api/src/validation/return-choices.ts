/**
 * Returns' plain words and choices (issue 15), for the API and for pages' browser code alike:
 * no zod here (the schemas are in returns.ts).
 */
export const RETURN_REASONS = ["damaged", "not-as-described", "wrong-item", "changed-mind", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: "Arrived damaged",
  "not-as-described": "Not as described",
  "wrong-item": "Wrong item or colour",
  "changed-mind": "No longer needed",
  other: "Something else",
};

export const RETURN_STATUSES = ["requested", "approved", "rejected", "received"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved, pickup booked",
  rejected: "Refused",
  received: "Received and refunded",
};

/** The shop's return window when the owner has set none (Return & Refund policy: 7 days from delivery). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

export const NO_LINES_CHOSEN = "Choose at least one item to return";
export const REFUND_TO_REQUIRED = "Give the UPI id or bank account the refund should go to";
