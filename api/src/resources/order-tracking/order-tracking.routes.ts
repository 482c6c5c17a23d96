import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { trackedOrderSchema } from "@api/contract/schemas/order-tracking";
import { jsonBody } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { orderTrackingSchema } from "@api/validation/order-tracking";
import { trackOrder } from "./order-tracking.handlers";

/**
 * Per address: a shopper checks an order or two and mistypes a few times; someone guessing
 * order numbers against a known mobile stops after ten (docs/decisions/orders.md, 22).
 */
export const ORDER_TRACKING_RATE_LIMIT = { name: "order-tracking", max: 10, windowSeconds: 10 * 60 } as const;

const { name, max, windowSeconds } = ORDER_TRACKING_RATE_LIMIT;

const trackRoute = createRoute({
  tags: ["Orders"],
  method: "post",
  path: "/order-tracking",
  summary:
    "An order's progress for whoever knows its number and the mobile or email it was placed with; a wrong number and a wrong contact get the same 404",
  middleware: [rateLimit(name, max, windowSeconds), jsonBody] as const,
  request: jsonRequest(orderTrackingSchema),
  responses: {
    200: jsonContent(envelopeOf(trackedOrderSchema), "The order's progress"),
    ...refusals(400, 404, 413, 429),
  },
});

const orderTracking = createRouter();
orderTracking.openapi(trackRoute, trackOrder);

export default orderTracking;
