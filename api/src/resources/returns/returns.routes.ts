import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { returnOptionsSchema, returnPhotoSchema, returnViewSchema } from "@api/contract/schemas/returns";
import { jsonBody } from "@api/lib/validation";
import { requireCustomer } from "@api/middleware/auth";
import { rateLimit } from "@api/middleware/rate-limit";
import { uploadLimit } from "../admin/media/upload-limit";
import { returnRequestSchema } from "@api/validation/returns";
import { ownOrderParam } from "../customer-orders/customer-orders.schemas";
import { getReturns, postReturn, postReturnPhoto } from "./returns.handlers";

const TEN_MINUTES = 10 * 60;
const declared = { tags: ["Returns"], security: [{ [SECURITY.shopper]: [] }] };

const optionsRoute = createRoute({
  ...declared,
  method: "get",
  path: "/customerOrders/{id}/returns",
  summary: "What of the shopper's order can still be returned and until when, and its returns so far",
  middleware: requireCustomer,
  request: { params: ownOrderParam },
  responses: { 200: jsonContent(envelopeOf(returnOptionsSchema), "The order's returns"), ...refusals(401, 404) },
});

/** The form is described, not validated here: the upload's own checks word its refusals. */
const photoForm = {
  type: "object" as const,
  properties: { image: { type: "string" as const, format: "binary" } },
  required: ["image"],
};

const photoRoute = createRoute({
  ...declared,
  method: "post",
  path: "/customerOrders/{id}/returns/photos",
  summary: "Attach one photo for a return request of this order; the request then names its key",
  // Each photo is re-encoded into several renditions: a shopper's uploads are bounded like sign-ins.
  middleware: [requireCustomer, rateLimit("return.photo", 30, TEN_MINUTES), uploadLimit] as const,
  request: {
    params: ownOrderParam,
    body: { required: true, content: { "multipart/form-data": { schema: photoForm } } },
  },
  responses: {
    200: jsonContent(envelopeOf(returnPhotoSchema), "The photo stored, by its key"),
    ...refusals(400, 401, 404, 413, 429),
  },
});

const requestRoute = createRoute({
  ...declared,
  method: "post",
  path: "/customerOrders/{id}/returns",
  summary: "Ask to return some of the order's lines, with a reason (and the refund's account for cash on delivery)",
  middleware: [requireCustomer, jsonBody] as const,
  request: { params: ownOrderParam, ...jsonRequest(returnRequestSchema) },
  responses: {
    200: jsonContent(envelopeOf(returnViewSchema), "The return requested"),
    ...refusals(400, 401, 404, 409, 413),
  },
});

const returns = createRouter();
returns.openapi(optionsRoute, getReturns);
returns.openapi(photoRoute, postReturnPhoto);
returns.openapi(requestRoute, postReturn);

export default returns;
