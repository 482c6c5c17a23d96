import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  draftCustomerSchema,
  draftLinkSentSchema,
  draftOrderSchema,
  draftPlacedSchema,
  draftProductSchema,
  draftRowSchema,
} from "@api/contract/schemas/admin-draft-orders";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  draftCompleteSchema,
  draftPaymentLinkSchema,
  draftSaveSchema,
  draftStartSchema,
} from "@api/validation/draft-orders";
import * as handlers from "./draft-orders.handlers";
import { customerLookupQuery, draftIdParam, draftListQuery, productSearchQuery } from "./draft-orders.schemas";

/** Orders taken by phone, on WhatsApp or in the showroom (issue 17): orders.manage. */
const staffOnly = requireStaff("orders.manage");
const declared = { tags: ["Back office: Draft orders"], security: [{ [SECURITY.staff]: [] }] };
const theDraft = (description: string) => jsonContent(envelopeOf(draftOrderSchema), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Drafts, the last changed first, in one status or all",
  middleware: staffOnly,
  request: { query: draftListQuery },
  responses: { 200: jsonContent(listEnvelopeOf(draftRowSchema), "One page of 20 drafts"), ...refusals(400, 401, 403) },
});

const customerRoute = createRoute({
  ...declared,
  method: "get",
  path: "/customer",
  summary: "The customer with this mobile, or null (then staff make one as they start the draft)",
  middleware: staffOnly,
  request: { query: customerLookupQuery },
  responses: {
    200: jsonContent(envelopeOf(draftCustomerSchema.nullable()), "The customer, or null"),
    ...refusals(400, 401, 403),
  },
});

const productsRoute = createRoute({
  ...declared,
  method: "get",
  path: "/products",
  summary: "Active products by name or SKU (a variant's too), with their choices priced now",
  middleware: staffOnly,
  request: { query: productSearchQuery },
  responses: {
    200: jsonContent(envelopeOf(z.array(draftProductSchema)), "At most 10 products"),
    ...refusals(400, 401, 403),
  },
});

const createDraftRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Start a draft for a customer found by mobile, or for a new customer",
  middleware: [staffOnly, jsonBody] as const,
  request: jsonRequest(draftStartSchema),
  responses: { 200: theDraft("The draft started"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One draft, its lines priced now",
  middleware: staffOnly,
  request: { params: draftIdParam },
  responses: { 200: theDraft("The draft"), ...refusals(400, 401, 403, 404) },
});

const updateRoute = createRoute({
  ...declared,
  method: "put",
  path: "/{id}",
  summary: "Save the whole draft, checked as checkout checks an order",
  middleware: [staffOnly, jsonBody] as const,
  request: { params: draftIdParam, ...jsonRequest(draftSaveSchema) },
  responses: { 200: theDraft("The draft as saved"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const deleteRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}",
  summary: "Delete an open draft, at the version shown",
  middleware: [staffOnly, jsonBody] as const,
  request: { params: draftIdParam, ...jsonRequest(draftCompleteSchema) },
  responses: {
    200: jsonContent(envelopeOf(z.null()), "The draft deleted"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const placeRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/place",
  summary: "Place the draft as a cash-on-delivery order, at the version shown",
  middleware: [staffOnly, jsonBody] as const,
  request: { params: draftIdParam, ...jsonRequest(draftCompleteSchema) },
  responses: {
    200: jsonContent(envelopeOf(draftPlacedSchema), "The order placed"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const paymentLinkRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/payment-link",
  summary: "Place the draft as an order awaiting payment and send the customer a payment link",
  middleware: [staffOnly, jsonBody] as const,
  request: { params: draftIdParam, ...jsonRequest(draftPaymentLinkSchema) },
  responses: {
    200: jsonContent(envelopeOf(draftLinkSentSchema), "The order, the link and whether it was sent"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const router = createRouter();
router.openapi(listRoute, handlers.listDrafts);
router.openapi(customerRoute, handlers.findCustomerByMobile);
router.openapi(productsRoute, handlers.searchProducts);
router.openapi(createDraftRoute, handlers.createDraft);
router.openapi(getRoute, handlers.getDraft);
router.openapi(updateRoute, handlers.updateDraft);
router.openapi(deleteRoute, handlers.removeDraft);
router.openapi(placeRoute, handlers.placeCod);
router.openapi(paymentLinkRoute, handlers.sendLink);

export default router;
