/**
 * The back office's order moves (issue 15): one order's status button with its note, and the
 * queue's bulk moves. Shared by the API and the admin actions; no server-only code.
 */
import { z } from "zod";
import { messages, optionalText } from "./fields";
import { isCalendarDate } from "./india-time";
import { INDIAN_STATES } from "./indian-states";
import { ORDER_SORTS } from "./order-queue";
import {
  BULK_MOVES,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  STAFF_MOVES,
} from "./order-states";

const ORDER_NOTE_MAX = 1000;
/** The queue moves at most a page of orders in one post. */
const BULK_MOVE_MAX = 100;

export const CANCEL_REASON_REQUIRED = "Give the reason for cancelling: the shopper is told it";
export const NO_ORDERS_CHOSEN = "Choose at least one order";

const moveTarget = (moves: readonly OrderStatus[]) =>
  z.enum(moves as [OrderStatus, ...OrderStatus[]], { errorMap: () => ({ message: messages.oneOf("Status") }) });

/** A cancellation is told to the shopper, so it needs its reason; other notes are optional. */
const cancelNeedsNote = (value: { to: OrderStatus; note?: string }, ctx: z.RefinementCtx) => {
  if (value.to === "CANCELLED" && !value.note)
    ctx.addIssue({ code: "custom", path: ["note"], message: CANCEL_REASON_REQUIRED });
};

export const orderMoveSchema = z
  .object({ to: moveTarget(STAFF_MOVES), note: optionalText("Note", ORDER_NOTE_MAX) })
  .superRefine(cancelNeedsNote);

export const bulkOrderMoveSchema = z.object({
  orderIds: z
    .array(z.string().trim().min(1).max(40), { required_error: NO_ORDERS_CHOSEN })
    .min(1, NO_ORDERS_CHOSEN)
    .max(BULK_MOVE_MAX, `Move at most ${BULK_MOVE_MAX} orders at once`),
  to: moveTarget(BULK_MOVES),
  note: optionalText("Note", ORDER_NOTE_MAX),
});

/* --------------------------------------------------------- the order queue */

export { ORDER_PAGE_SIZE, type OrderSort } from "./order-queue";

export const ORDER_NOTE_REQUIRED = "Write the note";

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { errorMap: () => ({ message: messages.oneOf(label) }) });
const indiaDate = (label: string) =>
  z.preprocess(blank, z.string().trim().refine(isCalendarDate, `${label} must be a date like 2026-12-31`).optional());

/**
 * The queue's filters (a GET form, so the URL can be shared). `q` finds an order by its number,
 * the shopper's mobile or email (their account's or the shipping address's) or the courier's AWB.
 * Dates are India's days: "to" covers its whole day.
 */
export const orderListQuerySchema = z
  .object({
    q: z.preprocess(blank, z.string().trim().max(100, messages.max("Search", 100)).optional()),
    status: z.preprocess(blank, oneOf([...ORDER_STATUSES, "all"] as [string, ...string[]], "Status").default("all")),
    paymentMethod: z.preprocess(blank, oneOf(PAYMENT_METHODS, "Payment method").optional()),
    paymentStatus: z.preprocess(blank, oneOf(PAYMENT_STATUSES, "Payment status").optional()),
    from: indiaDate("From"),
    to: indiaDate("To"),
    pincode: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, messages.digits("Pincode", 6))
        .optional(),
    ),
    state: z.preprocess(blank, oneOf(INDIAN_STATES, "State").optional()),
    sort: z.preprocess(blank, oneOf(ORDER_SORTS, "Sort").default("newest")),
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "To must be on or after From" });
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A member of staff's internal note on an order: on the timeline for staff only. */
export const orderNoteSchema = z.object({
  note: z.preprocess(
    blank,
    z
      .string({ required_error: ORDER_NOTE_REQUIRED, invalid_type_error: ORDER_NOTE_REQUIRED })
      .trim()
      .max(ORDER_NOTE_MAX, messages.max("Note", ORDER_NOTE_MAX)),
  ),
});
