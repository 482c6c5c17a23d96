import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { WEBHOOK_TOKEN_HEADER } from "@api/services/courier/courier";
import { courierWebhook } from "./courier-webhook.handlers";

/**
 * The courier's calls to the shop (no session: the webhook carries its own token). Its body is
 * described, not validated: Shiprocket's fields are read as they come, and any authentic call
 * answers 200, since Shiprocket retries anything else.
 */
const webhookRoute = createRoute({
  tags: ["Courier"],
  method: "post",
  path: "/courier/webhook",
  summary: "A tracking update from the courier: the order (or a return's pickup) moves when the update says so",
  request: {
    headers: z.object({
      [WEBHOOK_TOKEN_HEADER]: z.string().optional().openapi({ description: "The webhook's security token" }),
    }),
    body: {
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object" as const,
            properties: {
              awb: { type: "string" as const },
              current_status: { type: "string" as const, example: "DELIVERED" },
              shipment_status_id: { type: ["integer", "string"] as ("integer" | "string")[] },
              is_return: {
                type: ["integer", "string"] as ("integer" | "string")[],
                description: "1 for a return's pickup",
              },
            },
          },
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      envelopeOf(z.object({ handled: z.boolean().openapi({ description: "Whether an order or return moved" }) })),
      "Received: the message says what the shop made of it",
    ),
    ...refusals(400, 401),
  },
});

const courier = createRouter();
courier.openapi(webhookRoute, courierWebhook);

export default courier;
