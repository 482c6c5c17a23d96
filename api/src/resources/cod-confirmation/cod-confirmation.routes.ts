import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { codConfirmationSchema } from "@api/contract/schemas/payments";
import { rateLimit } from "@api/middleware/rate-limit";
import { getCodConfirmation, postCodConfirmation } from "./cod-confirmation.handlers";

const TEN_MINUTES = 600;

/** Public (the link is the proof), so limited per address: guessing tokens gets nowhere fast. */
const limited = rateLimit("cod-confirmation", 60, TEN_MINUTES);
const tags = ["Orders"];
const params = z.object({
  token: z.string().openapi({ description: "The signed token of the link in the order's placed message" }),
});

const readRoute = createRoute({
  tags,
  method: "get",
  path: "/codConfirmations/{token}",
  summary: "A cash-on-delivery order's confirmation link: the order, its total and whether it may be confirmed",
  description: "Reading changes nothing (link previews fetch it). A forged or foreign token is not found.",
  middleware: limited,
  request: { params },
  responses: {
    200: jsonContent(envelopeOf(codConfirmationSchema), "The order as the link shows it"),
    ...refusals(404, 429),
  },
});

const confirmRoute = createRoute({
  tags,
  method: "post",
  path: "/codConfirmations/{token}",
  summary: "The shopper confirms a cash-on-delivery order from the link, once",
  middleware: limited,
  request: { params },
  responses: {
    200: jsonContent(envelopeOf(codConfirmationSchema), "Confirmed"),
    ...refusals(404, 409, 410, 429),
  },
});

const codConfirmations = createRouter();
codConfirmations.openapi(readRoute, getCodConfirmation);
codConfirmations.openapi(confirmRoute, postCodConfirmation);

export default codConfirmations;
