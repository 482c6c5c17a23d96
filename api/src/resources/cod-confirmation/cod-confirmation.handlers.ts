import type { z } from "zod";
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { confirmCodOrder, readCodConfirmation } from "./cod-confirmation.service";

type ByToken = ValidatedContext<{ param: z.ZodObject<{ token: z.ZodString }> }>;

/** GET /codConfirmations/:token: the order number, total and whether it can be confirmed. Changes nothing. */
export async function getCodConfirmation(c: ByToken) {
  return ok(c, await readCodConfirmation(c.get("deps"), c.req.valid("param").token));
}

/** POST /codConfirmations/:token: the shopper confirms the order. */
export async function postCodConfirmation(c: ByToken) {
  const confirmed = await confirmCodOrder(c.get("deps"), c.req.valid("param").token);
  return ok(c, confirmed, `Thank you: order ${confirmed.orderId} is confirmed`);
}
