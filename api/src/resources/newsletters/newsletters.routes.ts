import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { subscriptionSchema, unsubscribeStateSchema } from "@api/contract/schemas/newsletter";
import { jsonBody } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { newsletterSchema } from "@api/validation/schemas";
import { readUnsubscribe, subscribe, unsubscribe } from "./newsletters.handlers";
import { unsubscribeParam } from "./newsletters.schemas";

const tags = ["Newsletter"];

const subscribeRoute = createRoute({
  method: "post",
  path: "/newsletters",
  tags,
  summary: "Subscribe an address; a new subscriber gets the welcome email",
  middleware: [rateLimit("newsletter", 10, 600), jsonBody] as const,
  request: { body: { required: true, content: { "application/json": { schema: newsletterSchema } } } },
  responses: {
    200: jsonContent(envelopeOf(subscriptionSchema), "Subscribed, or already subscribed (the message says which)"),
    ...refusals(400, 413, 429),
  },
});

const unsubscribeLinkRoute = {
  tags,
  middleware: rateLimit("unsubscribe", 60, 600),
  request: { params: unsubscribeParam },
} as const;

const readUnsubscribeRoute = createRoute({
  ...unsubscribeLinkRoute,
  method: "get",
  path: "/newsletters/unsubscribe/{token}",
  summary: "Whom an unsubscribe link names, and whether they are still subscribed",
  responses: { 200: jsonContent(envelopeOf(unsubscribeStateSchema), "The link is good"), ...refusals(400, 404, 429) },
});

const unsubscribeRoute = createRoute({
  ...unsubscribeLinkRoute,
  method: "post",
  path: "/newsletters/unsubscribe/{token}",
  summary: "Unsubscribe the address a link names; asking again answers the same",
  responses: { 200: jsonContent(envelopeOf(unsubscribeStateSchema), "Unsubscribed"), ...refusals(400, 404, 413, 429) },
});

const newsletters = createRouter()
  .openapi(subscribeRoute, subscribe)
  .openapi(readUnsubscribeRoute, readUnsubscribe)
  .openapi(unsubscribeRoute, unsubscribe);

export default newsletters;
