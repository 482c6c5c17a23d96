import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { couponCheckSchema } from "@api/contract/schemas/coupons";
import { requireCustomer } from "@api/middleware/auth";
import { limitCouponAttempts, validateCoupon } from "./coupons.handlers";
import { validateParam, validateQuery } from "./coupons.schemas";

const validateRoute = createRoute({
  tags: ["Coupons"],
  security: [{ [SECURITY.shopper]: [] }],
  method: "get",
  path: "/coupons/validate/{code}",
  summary: "Whether the signed-in shopper may use a coupon now, and what it takes off the subtotal given",
  middleware: [requireCustomer, limitCouponAttempts] as const,
  request: { params: validateParam, query: validateQuery },
  responses: {
    200: jsonContent(envelopeOf(couponCheckSchema), "The coupon applies"),
    ...refusals(400, 401, 404, 429),
  },
});

const couponsRouter = createRouter();
couponsRouter.openapi(validateRoute, validateCoupon);

export default couponsRouter;
