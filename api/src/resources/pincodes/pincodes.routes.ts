import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals, notModified } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { deliveryAreaSchema } from "@api/contract/schemas/delivery";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { checkDelivery } from "./pincodes.handlers";
import { pincodeParams } from "./pincodes.schemas";

const router = createRouter();

const checkDeliveryRoute = createRoute({
  method: "get",
  path: "/pincodes/checkDelivery/{pincode}",
  tags: ["Delivery"],
  summary: "Whether the shop delivers to a pincode, in how many days, and with cash on delivery",
  middleware: publicCache(CATALOG_MAX_AGE_SECONDS),
  request: { params: pincodeParams },
  responses: {
    200: jsonContent(envelopeOf(deliveryAreaSchema), "The shop delivers there"),
    ...notModified,
    ...refusals(400, 404),
  },
});

router.openapi(checkDeliveryRoute, checkDelivery);

export default router;
