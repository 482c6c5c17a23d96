/**
 * The routes the app serves that GET /v1/openapi.json does not describe yet, as "METHOD /path".
 * This list only shrinks: contract.test.ts fails when a route is missing from both the document
 * and this list (declare it with createRoute), or is in both (take it off this list).
 */
export const NOT_YET_DECLARED = [
  "GET /v1/dev/outbox",
  "GET /v1/sandbox-courier/labels/:shipmentId",
  "GET /v1/sandbox-courier/shipments/:shipmentId",
  "GET /v1/sandbox-courier/track/:awb",
  "GET /v1/sandbox/checkout",
  "GET /v1/sandbox/refunds",
  "POST /v1/courier/webhook",
  "POST /v1/dev/payments/expire/:orderId",
  "POST /v1/sandbox-courier/shipments/:shipmentId/move",
  "POST /v1/sandbox/checkout",
  "POST /v1/sandbox/checkout/cancel",
  "POST /v1/sandbox/checkout/fail",
  "POST /v1/sandbox/checkout/pay",
  "POST /v1/sandbox/refunds",
];
