import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { TRACKING_NOT_FOUND, type orderTrackingSchema } from "@api/validation/order-tracking";
import { findTrackedOrder } from "./order-tracking.service";

/**
 * POST /order-tracking {orderId, contact}: an order's progress for whoever knows its number and
 * the mobile or email it was placed with. A wrong number and a wrong contact get the same 404.
 */
export async function trackOrder(c: ValidatedContext<{ json: typeof orderTrackingSchema }>) {
  const { orderId, contact } = c.req.valid("json");
  const tracked = await findTrackedOrder(c.get("deps").db, orderId, contact);
  if (!tracked) throw new ApiError(404, TRACKING_NOT_FOUND);
  return ok(c, tracked);
}
