import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { giftCardBalanceSchema } from "@api/contract/schemas/gift-cards";
import { jsonBody } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { giftCardBalanceRequestSchema } from "@api/validation/gift-card-balance";
import * as handlers from "./gift-cards.handlers";

const TEN_MINUTES = 10 * 60;

const balanceRoute = createRoute({
  tags: ["Gift cards"],
  method: "post",
  path: "/gift-cards/balance",
  summary:
    "A gift card's balance and expiry from its code and PIN; a wrong pair is refused alike whatever was wrong (404), and tries are limited per address and per card (429)",
  middleware: [rateLimit("gift-cards.balance", 10, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(giftCardBalanceRequestSchema),
  responses: {
    200: jsonContent(envelopeOf(giftCardBalanceSchema), "The card's balance"),
    ...refusals(400, 404, 413, 429),
  },
});

const router = createRouter();
router.openapi(balanceRoute, handlers.giftCardBalance);

export default router;
