import { createRoute } from "@hono/zod-openapi";
import { jsonContent, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { outboxMessageSchema } from "@api/contract/schemas/dev";
import { notInProduction } from "@api/middleware/not-in-production";
import * as handlers from "./dev-outbox.handlers";
import { outboxQuery } from "./dev-outbox.schemas";

const listRoute = createRoute({
  tags: ["Development"],
  method: "get",
  path: "/",
  summary: "The messages the embedded SMS and email stand-in would have sent, newest first (never in production)",
  description: "It holds live sign-in codes, so in production it answers 404 as if it did not exist.",
  // The outbox holds live codes: in production it must look like it does not exist.
  middleware: notInProduction,
  request: { query: outboxQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(outboxMessageSchema), "A page of messages"),
    ...refusals(400, 404),
  },
});

const router = createRouter();
router.openapi(listRoute, handlers.listOutbox);

export default router;
