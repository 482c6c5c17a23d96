import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { shopperEnquirySchema } from "@api/contract/schemas/my-enquiries";
import { requireCustomer } from "@api/middleware/auth";
import * as handlers from "./my-enquiries.handlers";
import { myEnquiriesQuery, myEnquiryIdParam } from "./my-enquiries.schemas";

const router = createRouter();
const declared = { tags: ["My account: enquiries"], security: [{ [SECURITY.shopper]: [] }] };

router.use("*", requireCustomer);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The signed-in shopper's enquiries, newest first, with the shop's replies",
  request: { query: myEnquiriesQuery },
  responses: {
    200: jsonContent(listEnvelopeOf(shopperEnquirySchema), "A page of the shopper's enquiries"),
    ...refusals(400, 401),
  },
});

const oneRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One of the shopper's enquiries; another shopper's answers 404 like one that does not exist",
  request: { params: myEnquiryIdParam },
  responses: { 200: jsonContent(envelopeOf(shopperEnquirySchema), "The enquiry"), ...refusals(401, 404) },
});

router.openapi(listRoute, handlers.myEnquiries);
router.openapi(oneRoute, handlers.myEnquiry);

export default router;
