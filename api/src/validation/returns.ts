/**
 * Returns (issue 15): what a shopper asks to send back and why, and how staff decide and receive
 * it. Shared by the API and the forms; no server-only code.
 */
import { z } from "zod";
import { shipOrderSchema } from "./admin-shipping";
import { messages, optionalText, requiredText } from "./fields";
import {
  MAX_RETURN_PHOTOS,
  NO_LINES_CHOSEN,
  RETURN_PHOTO_GONE,
  RETURN_REASONS,
  RETURN_STATUSES,
  TOO_MANY_RETURN_PHOTOS,
} from "./return-choices";

const quantity = z.coerce
  .number({ invalid_type_error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(0, "Quantity cannot be negative")
  .max(1000, "Quantity is too large");

/**
 * Lines with a quantity of 0 are not returned: the form lists every line with 0 to start, so a
 * shopper returns one chair of four by typing 1 on its line. They stay in the list so an error's
 * key (`lines.2.quantity`) names the form's own line.
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(z.object({ orderItemId: z.string().trim().min(1).max(40), quantity }), { required_error: NO_LINES_CHOSEN })
    .refine((lines) => lines.some((line) => line.quantity > 0), NO_LINES_CHOSEN),
  reason: z.enum(RETURN_REASONS, { errorMap: () => ({ message: messages.required("Reason") }) }),
  details: optionalText("Details", 1000),
  /** Where a cash-on-delivery order's refund is paid: required for those (returns.service). */
  refundTo: optionalText("Refund to", 200),
  /** Keys of photos the shopper uploaded first (POST /customerOrders/:id/returns/photos). */
  photos: z
    .array(z.string().regex(/^images\/[0-9a-f]{32}$/, RETURN_PHOTO_GONE))
    .max(MAX_RETURN_PHOTOS, TOO_MANY_RETURN_PHOTOS)
    .default([]),
});

/** Approving books the reverse pickup, so staff describe the parcel as when shipping an order. */
export const returnApprovalSchema = shipOrderSchema.extend({ note: optionalText("Note", 1000) });
export const returnRefusalSchema = z.object({ note: requiredText("Reason for refusing", 1000) });

/** Received goods: which lines can be sold again (their stock comes back). */
export const returnReceiptSchema = z.object({
  resaleable: z.array(z.string().trim().min(1).max(40)).default([]),
  note: optionalText("Note", 1000),
});

/** The back office's returns list: open ones (waiting for a decision or for the goods) first. */
const RETURN_LIST_FILTERS = ["open", ...RETURN_STATUSES, "all"] as const;

export const returnListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(RETURN_LIST_FILTERS, { errorMap: () => ({ message: messages.oneOf("Status") }) }).default("open"),
  ),
  page: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(10_000).default(1),
  ),
});

/** A cash-on-delivery return's refund, paid by staff: the bank's or UPI's reference, for the books. */
export const returnRefundPaidSchema = z.object({ reference: requiredText("Payment reference", 100) });
