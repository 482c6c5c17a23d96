import { createRoute, z } from "@hono/zod-openapi";
import { formRequest, htmlPage, redirect, refusalOrPage, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { sandboxPageHeaders } from "@api/middleware/secure-headers";
import { STYLE_HASH } from "./pages";
import { moveShipment, sandboxCourierOnly, showControl, showLabel, showTracking } from "./sandbox-courier.handlers";

/**
 * Public pages of the sandbox courier (no session, like a courier's own label and tracking
 * links). They exist only while the sandbox is the shop's courier: the envelope's 404 otherwise,
 * and a page's 404 for a shipment it does not know.
 */
const tags = ["Sandbox courier"];
const pages = [sandboxCourierOnly, sandboxPageHeaders(STYLE_HASH)];
const byShipment = z.object({ shipmentId: z.string().openapi({ description: "The sandbox's shipment id" }) });
const unknown = { 404: refusalOrPage(404, "no sandbox shipment has this id"), ...refusals<never>() };

const controlRoute = createRoute({
  tags,
  method: "get",
  path: "/sandbox-courier/shipments/{shipmentId}",
  summary: "A shipment's control page: buttons that move it a step and call the shop's webhook",
  middleware: pages,
  request: {
    params: byShipment,
    query: z.object({
      webhook: z
        .string()
        .optional()
        .openapi({ description: "The shop's answer to the last move's webhook: its status, or unreachable" }),
    }),
  },
  responses: { 200: htmlPage("The control page"), ...unknown },
});

const moveRoute = createRoute({
  tags,
  method: "post",
  path: "/sandbox-courier/shipments/{shipmentId}/move",
  summary: "Move a shipment one step (picked up, in transit, delivered...) and call the shop's webhook",
  middleware: pages,
  request: {
    params: byShipment,
    ...formRequest({ to: { description: "The shipment state to move to" } }, ["to"]),
  },
  responses: {
    303: redirect("Back to the control page, with the webhook's answer (unless the move was made already)"),
    400: htmlPage("Not a move the shipment knows"),
    ...unknown,
  },
});

const labelRoute = createRoute({
  tags,
  method: "get",
  path: "/sandbox-courier/labels/{shipmentId}",
  summary: "A shipment's printable label, once it has an AWB",
  middleware: pages,
  request: { params: byShipment },
  responses: { 200: htmlPage("The label"), ...unknown },
});

const trackingRoute = createRoute({
  tags,
  method: "get",
  path: "/sandbox-courier/track/{awb}",
  summary: "The shopper's tracking page for an AWB",
  middleware: pages,
  request: { params: z.object({ awb: z.string() }) },
  responses: {
    200: htmlPage("Where the shipment stands"),
    404: refusalOrPage(404, "no sandbox shipment has this AWB"),
    ...refusals<never>(),
  },
});

const sandboxCourier = createRouter();
sandboxCourier.openapi(controlRoute, showControl);
sandboxCourier.openapi(moveRoute, moveShipment);
sandboxCourier.openapi(labelRoute, showLabel);
sandboxCourier.openapi(trackingRoute, showTracking);

export default sandboxCourier;
