import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, listEnvelopeOf, refusals, notModified } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import {
  faqSchema,
  sellerDetailsSchema,
  siteDocumentSchemas,
  testimonialSchema,
} from "@api/contract/schemas/site-content";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { getDocument, getSellerDetails, listFaqs, listTestimonials } from "./content.handlers";
import { type SiteContentKey, siteContentDocuments } from "./content.schemas";

const router = createRouter();
const cached = publicCache(CATALOG_MAX_AGE_SECONDS);
const tags = ["Site content"];

for (const key of Object.keys(siteContentDocuments) as SiteContentKey[]) {
  const { label } = siteContentDocuments[key];
  const route = createRoute({
    method: "get",
    path: `/${key}`,
    tags,
    summary: label,
    middleware: cached,
    responses: { 200: jsonContent(envelopeOf(siteDocumentSchemas[key]), label), ...notModified, ...refusals(404) },
  });
  router.openapi(route, getDocument(key));
}

const testimonialsRoute = createRoute({
  method: "get",
  path: "/testimonials",
  tags,
  summary: "Testimonials, in the shop's order",
  middleware: cached,
  responses: {
    200: jsonContent(listEnvelopeOf(testimonialSchema), "Every testimonial"),
    ...notModified,
    ...refusals(),
  },
});

const faqsRoute = createRoute({
  method: "get",
  path: "/faqs",
  tags,
  summary: "Frequently asked questions, in the shop's order",
  middleware: cached,
  responses: {
    200: jsonContent(listEnvelopeOf(faqSchema), "Every question with its answer"),
    ...notModified,
    ...refusals(),
  },
});

const sellerDetailsRoute = createRoute({
  method: "get",
  path: "/sellerDetails",
  tags,
  summary: "The seller as tax invoices name it",
  middleware: cached,
  responses: {
    200: jsonContent(envelopeOf(sellerDetailsSchema), "Names, GSTIN and registered address"),
    ...notModified,
    ...refusals(404),
  },
});

router.openapi(testimonialsRoute, listTestimonials);
router.openapi(faqsRoute, listFaqs);
router.openapi(sellerDetailsRoute, getSellerDetails);

export default router;
