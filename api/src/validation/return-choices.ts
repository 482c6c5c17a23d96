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
  received: "Received",
};

export const NO_LINES_CHOSEN = "Choose at least one item to return";
export const REFUND_TO_REQUIRED = "Give the UPI id or bank account the refund should go to";

/** Photos of what is wrong: optional, a few per request. */
export const MAX_RETURN_PHOTOS = 3;
export const TOO_MANY_RETURN_PHOTOS = `Attach at most ${MAX_RETURN_PHOTOS} photos`;
export const RETURN_PHOTO_GONE = "A photo could not be found; please attach it again";
export const RETURN_PHOTO_ALT = "The shopper's photo of the returned item";

export const REFUND_NOT_MANUAL =
  "Only a cash-on-delivery return's refund is paid by hand; an online payment is refunded through the gateway";
export const REFUND_ALREADY_PAID = "This return's refund has already been marked paid";
export const NOT_RECEIVED_YET = "Mark the goods received before paying the refund";
