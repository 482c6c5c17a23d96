/**
 * The back office's order moves (issue 15): one order's status button with its note, and the
 * queue's bulk moves. Shared by the API and the admin actions; no server-only code.
 */
import { z } from "zod";
import { messages, optionalText } from "./fields";
import { BULK_MOVES, type OrderStatus, STAFF_MOVES } from "./order-states";

export const ORDER_NOTE_MAX = 1000;
/** The queue moves at most a page of orders in one post. */
export const BULK_MOVE_MAX = 100;

export const CANCEL_REASON_REQUIRED = "Give the reason for cancelling: the shopper is told it";
export const NO_ORDERS_CHOSEN = "Choose at least one order";

const moveTarget = (moves: readonly OrderStatus[]) =>
  z.enum(moves as [OrderStatus, ...OrderStatus[]], { errorMap: () => ({ message: messages.oneOf("Status") }) });

/** A cancellation is told to the shopper, so it needs its reason; other notes are optional. */
const cancelNeedsNote = (value: { to: OrderStatus; note?: string }, ctx: z.RefinementCtx) => {
  if (value.to === "CANCELLED" && !value.note) ctx.addIssue({ code: "custom", path: ["note"], message: CANCEL_REASON_REQUIRED });
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
