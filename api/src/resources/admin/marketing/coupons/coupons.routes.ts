import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminCouponDetailSchema, adminCouponRowSchema, adminCouponSchema } from "@api/contract/schemas/admin-coupons";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { couponCreateSchema, couponListQuerySchema, couponUpdateSchema } from "@api/validation/admin-coupons";
import * as handlers from "./coupons.handlers";
import { couponCodeParam as codeParam } from "./coupons.schemas";

/** Coupons (issue 11): mounted at /admin/coupons. */
const staff = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Coupons"], security: [{ [SECURITY.staff]: [] }] };
const theCoupon = (description: string) => jsonContent(envelopeOf(adminCouponSchema), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Coupons, the latest starting first, by code and state, each with its uses",
  middleware: staff,
  request: { query: couponListQuerySchema },
  responses: { 200: jsonContent(listEnvelopeOf(adminCouponRowSchema), "One page of 20"), ...refusals(400, 401, 403) },
});

const createCouponRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Make a coupon; its code must be new",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(couponCreateSchema),
  responses: { 200: theCoupon("The coupon made"), ...refusals(400, 401, 403, 409, 413) },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{code}",
  summary: "One coupon, looked up in any case, with its uses and the newest orders that used it",
  middleware: staff,
  request: { params: codeParam },
  responses: {
    200: jsonContent(envelopeOf(adminCouponDetailSchema), "The coupon"),
    ...refusals(400, 401, 403, 404),
  },
});

const updateRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{code}",
  summary: "Change a coupon's terms at the version shown; a colleague's newer change is refused (409)",
  middleware: [staff, jsonBody] as const,
  request: { params: codeParam, ...jsonRequest(couponUpdateSchema) },
  responses: { 200: theCoupon("The coupon as saved"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const activateRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{code}/activate",
  summary: "Switch a coupon on",
  middleware: staff,
  request: { params: codeParam },
  responses: { 200: theCoupon("The coupon, on"), ...refusals(400, 401, 403, 404) },
});

const deactivateRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{code}/deactivate",
  summary: "Switch a coupon off: shoppers can no longer use it; orders placed keep their discount",
  middleware: staff,
  request: { params: codeParam },
  responses: { 200: theCoupon("The coupon, off"), ...refusals(400, 401, 403, 404) },
});

const deleteRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{code}",
  summary: "Delete a coupon no order names (409 while any does: deactivate it instead)",
  middleware: staff,
  request: { params: codeParam },
  responses: {
    200: jsonContent(envelopeOf(z.object({ code: z.string() })), "The coupon deleted"),
    ...refusals(400, 401, 403, 404, 409),
  },
});

const router = createRouter();
router.openapi(listRoute, handlers.listCoupons);
router.openapi(createCouponRoute, handlers.createCoupon);
router.openapi(getRoute, handlers.getCoupon);
router.openapi(updateRoute, handlers.updateCoupon);
router.openapi(activateRoute, handlers.activateCoupon);
router.openapi(deactivateRoute, handlers.deactivateCoupon);
router.openapi(deleteRoute, handlers.deleteCoupon);

export default router;
