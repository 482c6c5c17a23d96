import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  adminGiftCardDetailSchema,
  adminGiftCardSchema,
  issuedGiftCardSchema,
} from "@api/contract/schemas/admin-gift-cards";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  balanceAdjustSchema,
  giftCardDisableSchema,
  giftCardIssueSchema,
  giftCardListQuerySchema,
} from "@api/validation/admin-balances";
import * as handlers from "./gift-cards.handlers";
import { giftCardIdParam as idParam } from "./gift-cards.schemas";

/** Gift cards (issue 28): mounted at /admin/gift-cards; managed by whoever manages coupons. */
const staff = requireStaff("catalogue.manage");
const declared = { tags: ["Back office: Gift cards"], security: [{ [SECURITY.staff]: [] }] };
const theCard = (description: string) => jsonContent(envelopeOf(adminGiftCardSchema), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Gift cards, newest first, found by the code's last 4 or the recipient, by state",
  middleware: staff,
  request: { query: giftCardListQuerySchema },
  responses: { 200: jsonContent(listEnvelopeOf(adminGiftCardSchema), "One page of 20"), ...refusals(400, 401, 403) },
});

const issueRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Issue a gift card of Rs 500 to Rs 1,00,000 with a reason, valid a year; its code and PIN are answered once",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(giftCardIssueSchema),
  responses: {
    200: jsonContent(envelopeOf(issuedGiftCardSchema), "The card, its code and its PIN"),
    ...refusals(400, 401, 403, 413),
  },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One gift card with its whole ledger, oldest first",
  middleware: staff,
  request: { params: idParam },
  responses: {
    200: jsonContent(envelopeOf(adminGiftCardDetailSchema), "The card and its movements"),
    ...refusals(400, 401, 403, 404),
  },
});

const disableRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/disable",
  summary: "Disable a card for good, with the reason: it can no longer be spent",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(giftCardDisableSchema) },
  responses: { 200: theCard("The card, disabled"), ...refusals(400, 401, 403, 404, 413) },
});

const adjustRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/adjust",
  summary: "Add to a card's balance or take from it, with the reason; never below zero (409, BALANCE_TOO_LOW)",
  middleware: [staff, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(balanceAdjustSchema) },
  responses: { 200: theCard("The card as it now stands"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const router = createRouter();
router.openapi(listRoute, handlers.listGiftCards);
router.openapi(issueRoute, handlers.issueGiftCard);
router.openapi(getRoute, handlers.getGiftCard);
router.openapi(disableRoute, handlers.disableGiftCard);
router.openapi(adjustRoute, handlers.adjustGiftCard);

export default router;
