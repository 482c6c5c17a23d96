import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminPromotionSchema } from "@api/contract/schemas/admin-promotions";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  promotionCreateSchema,
  promotionListQuerySchema,
  promotionUpdateSchema,
} from "@api/validation/admin-promotions";
import * as handlers from "./promotions.handlers";
import { promotionIdParam as idParam } from "./promotions.schemas";

/** Automatic promotions (issue 28): mounted at /admin/promotions, beside the coupons. */
const staff = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Promotions"], security: [{ [SECURITY.staff]: [] }] };
const thePromotion = (description: string) => jsonContent(envelopeOf(adminPromotionSchema), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Automatic promotions, the latest starting first, by name or badge and by state",
  middleware: staff,
  request: { query: promotionListQuerySchema },
  responses: { 200: jsonContent(listEnvelopeOf(adminPromotionSchema), "One page of 20"), ...refusals(400, 401, 403) },
});

const createPromotionRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Make an automatic promotion with its tiers and targets",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(promotionCreateSchema),
  responses: { 200: thePromotion("The promotion made"), ...refusals(400, 401, 403, 413) },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One automatic promotion with its tiers and targets",
  middleware: staff,
  request: { params: idParam },
  responses: { 200: thePromotion("The promotion"), ...refusals(400, 401, 403, 404) },
});

const updateRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{id}",
  summary: "Change a promotion at the version shown; a colleague's newer change is refused (409)",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(promotionUpdateSchema) },
  responses: { 200: thePromotion("The promotion as saved"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const pauseRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/pause",
  summary: "Pause a promotion: no cart gets it until it is resumed",
  middleware: staff,
  request: { params: idParam },
  responses: { 200: thePromotion("The promotion, paused"), ...refusals(400, 401, 403, 404) },
});

const resumeRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/resume",
  summary: "Resume a paused promotion: it runs again within its dates",
  middleware: staff,
  request: { params: idParam },
  responses: { 200: thePromotion("The promotion, running again"), ...refusals(400, 401, 403, 404) },
});

const deleteRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}",
  summary: "Delete a promotion (no order records promotions yet, so any may be deleted)",
  middleware: staff,
  request: { params: idParam },
  responses: {
    200: jsonContent(envelopeOf(z.object({ id: z.string() })), "The promotion deleted"),
    ...refusals(400, 401, 403, 404),
  },
});

const router = createRouter();
router.openapi(listRoute, handlers.listPromotions);
router.openapi(createPromotionRoute, handlers.createPromotion);
router.openapi(getRoute, handlers.getPromotion);
router.openapi(updateRoute, handlers.updatePromotion);
router.openapi(pauseRoute, handlers.pausePromotion);
router.openapi(resumeRoute, handlers.resumePromotion);
router.openapi(deleteRoute, handlers.deletePromotion);

export default router;
