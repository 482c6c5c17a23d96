import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { jsonBody } from "@api/lib/validation";
import { optionalCustomer } from "@api/middleware/auth";
import { rateLimit } from "@api/middleware/rate-limit";
import { createInquiry } from "./inquiries.handlers";
import { inquiryBody } from "./inquiries.schemas";

/** The path keeps the old product's spelling: storefronts and apps already call it. */
const inquiryRoute = createRoute({
  tags: ["Enquiries"],
  method: "post",
  path: "/inquires",
  summary:
    "Send an enquiry: the contact form (a subject), a short product enquiry, a dealer's (BECOME_MEMBER) or a project's (PROJECT); each form's fields are checked by its own rules",
  middleware: [rateLimit("inquiry", 10, 600), optionalCustomer, jsonBody] as const,
  request: jsonRequest(inquiryBody),
  responses: {
    200: jsonContent(
      envelopeOf(
        z.object({ _id: z.string(), inquiryType: z.enum(["CONTACT", "ENQUIRY", "BECOME_MEMBER", "PROJECT"]) }),
      ),
      "The enquiry received",
    ),
    ...refusals(400, 413, 429),
  },
});

const inquiriesRoutes = createRouter();
inquiriesRoutes.openapi(inquiryRoute, createInquiry);

export default inquiriesRoutes;
