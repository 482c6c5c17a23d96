import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { cartQuoteSchema } from "@api/contract/schemas/cart-quote";
import { jsonBody } from "@api/lib/validation";
import { quote } from "./cart-quote.handlers";
import { quoteSchema } from "./cart-quote.schemas";

const cartQuote = createRouter();

const quoteRoute = createRoute({
  method: "post",
  path: "/cart/quote",
  tags: ["Cart"],
  summary: "The shop's prices, stock and totals for a cart, with a coupon; public, changes nothing",
  middleware: jsonBody,
  request: { body: { required: true, content: { "application/json": { schema: quoteSchema } } } },
  responses: {
    200: jsonContent(envelopeOf(cartQuoteSchema), "The quote; cacheable when no coupon was sent"),
    ...refusals(400, 413),
  },
});

cartQuote.openapi(quoteRoute, quote);

export default cartQuote;
