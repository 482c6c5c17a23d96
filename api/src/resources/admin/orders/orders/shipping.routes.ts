import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, fileContent, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { shipmentSchema } from "@api/contract/schemas/admin-orders";
import { jsonBody } from "@api/lib/validation";
import { sandboxPageHeaders } from "@api/middleware/secure-headers";
import { requireStaff } from "@api/middleware/staff-auth";
import { shipOrderSchema } from "@api/validation/admin-shipping";
import { STYLE_HASH } from "@api/resources/sandbox-courier/pages";
import { orderNumberParam } from "./orders.schemas";
import * as shipping from "./shipping.handlers";

/** Shipping an order through the courier; mounted by orders.routes.ts. */
const staff = requireStaff("orders.manage");
const declared = { tags: ["Back office: Orders"], security: [{ [SECURITY.staff]: [] }] };

const shipmentRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{orderId}/shipment",
  summary: "What goes in the order's parcel, and its shipment once booked",
  middleware: staff,
  request: { params: orderNumberParam },
  responses: { 200: jsonContent(envelopeOf(shipmentSchema), "The shipment"), ...refusals(400, 401, 403, 404) },
});

const shipRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{orderId}/ship",
  summary: "Book a packed order's shipment with the courier for the parcel described; the order is shipped",
  middleware: [staff, jsonBody] as const,
  request: { params: orderNumberParam, ...jsonRequest(shipOrderSchema) },
  responses: {
    200: jsonContent(envelopeOf(shipmentSchema), "The shipment booked, with its AWB"),
    ...refusals(400, 401, 403, 404, 409, 413, 502),
  },
});

const labelRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{orderId}/label",
  summary: "The shipment's label: the sandbox courier's page, or a redirect to the courier's label file",
  // The sandbox's label is a page with its own stylesheet: the page headers allow exactly that.
  middleware: [staff, sandboxPageHeaders(STYLE_HASH)] as const,
  request: { params: orderNumberParam },
  responses: {
    200: fileContent("text/html", "The sandbox courier's label page"),
    302: { description: "To the courier's label file" },
    ...refusals(400, 401, 403, 404, 502),
  },
});

const router = createRouter();
router.openapi(shipmentRoute, shipping.getShipment);
router.openapi(shipRoute, shipping.shipOrder);
router.openapi(labelRoute, shipping.getLabel);

export default router;
