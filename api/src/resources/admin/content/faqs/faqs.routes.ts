import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals, jsonRequest } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminFaqSchema } from "@api/contract/schemas/admin-faqs";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { moveSchema } from "@api/validation/admin-categories";
import { faqSchema } from "@api/validation/admin-faqs";
import * as handlers from "./faqs.handlers";
import { faqIdParam } from "./faqs.schemas";

/** The shop's FAQs (issue 16): mounted at /admin/faqs. */
const staff = requireStaff("content.manage");
const declared = { tags: ["Back office: FAQs"], security: [{ [SECURITY.staff]: [] }] };
const everyFaq = jsonContent(envelopeOf(z.array(adminFaqSchema)), "Every question, in the shop's order");

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Every question, in the shop's order",
  middleware: staff,
  responses: { 200: everyFaq, ...refusals(401, 403) },
});

const createFaqRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Add a question; it goes last",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(faqSchema),
  responses: { 200: jsonContent(envelopeOf(adminFaqSchema), "The question added"), ...refusals(400, 401, 403, 413) },
});

const updateRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{id}",
  summary: "Change a question or its answer",
  middleware: [staff, jsonBody] as const,
  request: { params: faqIdParam, ...jsonRequest(faqSchema) },
  responses: {
    200: jsonContent(envelopeOf(adminFaqSchema), "The question as saved"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

const deleteRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}",
  summary: "Remove a question",
  middleware: staff,
  request: { params: faqIdParam },
  responses: { 200: everyFaq, ...refusals(400, 401, 403, 404) },
});

const moveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/move",
  summary: "Move a question up or down one place",
  middleware: [staff, jsonBody] as const,
  request: { params: faqIdParam, ...jsonRequest(moveSchema) },
  responses: { 200: everyFaq, ...refusals(400, 401, 403, 404, 413) },
});

const router = createRouter()
  .openapi(listRoute, handlers.listFaqs)
  .openapi(createFaqRoute, handlers.createFaq)
  .openapi(updateRoute, handlers.updateFaq)
  .openapi(deleteRoute, handlers.deleteFaq)
  .openapi(moveRoute, handlers.moveFaq);

export default router;
