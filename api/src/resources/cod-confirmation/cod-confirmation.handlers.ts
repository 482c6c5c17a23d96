import type { AppContext } from "@api/context";
import { ok } from "@api/lib/envelope";
import { confirmCodOrder, readCodConfirmation } from "./cod-confirmation.service";

/** GET /codConfirmations/:token: the order number, total and whether it can be confirmed. Changes nothing. */
export async function getCodConfirmation(c: AppContext) {
  return ok(c, await readCodConfirmation(c.get("deps"), c.req.param("token") ?? ""));
}

/** POST /codConfirmations/:token: the shopper confirms the order. */
export async function postCodConfirmation(c: AppContext) {
  const confirmed = await confirmCodOrder(c.get("deps"), c.req.param("token") ?? "");
  return ok(c, confirmed, `Thank you: order ${confirmed.orderId} is confirmed`);
}
