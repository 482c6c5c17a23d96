/**
 * Returns (issue 15): what a shopper asks to send back and why, and how staff decide and receive
 * it. Shared by the API and the forms; no server-only code.
 */
import { z } from "zod";
import { messages, optionalText, requiredText } from "./fields";

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

const quantity = z.coerce
  .number({ invalid_type_error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(0, "Quantity cannot be negative")
  .max(1000, "Quantity is too large");

/**
 * Lines with a quantity of 0 are not returned: the form lists every line with 0 to start, so a
 * shopper returns one chair of four by typing 1 on its line.
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(z.object({ orderItemId: z.string().trim().min(1).max(40), quantity }), { required_error: NO_LINES_CHOSEN })
    .transform((lines) => lines.filter((line) => line.quantity > 0))
    .refine((lines) => lines.length > 0, NO_LINES_CHOSEN),
  reason: z.enum(RETURN_REASONS, { errorMap: () => ({ message: messages.required("Reason") }) }),
  details: optionalText("Details", 1000),
  /** Where a cash-on-delivery order's refund is paid: required for those (returns.service). */
  refundTo: optionalText("Refund to", 200),
});

export const returnDecisionSchema = z.object({ note: optionalText("Note", 1000) });
export const returnRefusalSchema = z.object({ note: requiredText("Reason for refusing", 1000) });

/** Received goods: which lines can be sold again (their stock comes back). */
export const returnReceiptSchema = z.object({
  resaleable: z.array(z.string().trim().min(1).max(40)).default([]),
  note: optionalText("Note", 1000),
});

/** The back office's returns list: open ones (waiting for a decision or for the goods) first. */
export const RETURN_LIST_FILTERS = ["open", ...RETURN_STATUSES, "all"] as const;
export type ReturnListFilter = (typeof RETURN_LIST_FILTERS)[number];

export const returnListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(RETURN_LIST_FILTERS, { errorMap: () => ({ message: messages.oneOf("Status") }) }).default("open"),
  ),
  page: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(10_000).default(1)),
});
