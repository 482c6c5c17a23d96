import type { AppContext } from "@api/context";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import { sellerDetails } from "@api/resources/admin/settings/gst-settings/gst-settings";
import { shopFaqs, shopTestimonials, storedDocument } from "./content-views";
import { type SiteContentKey, siteContentDocuments } from "./content.schemas";

/** GET /settings, /contactUs, /aboutUs and the policy pages: the stored document as body. */
export const getDocument = (key: SiteContentKey) => async (c: AppContext) => {
  const { db, logger } = c.get("deps");
  const { schema, label } = siteContentDocuments[key];
  const row = await storedDocument(db, key);
  if (!row) throw notFound(label);
  const parsed = schema.safeParse(row.body);
  if (!parsed.success) {
    // A malformed document is a data bug: say which, rather than send the shop a shape it cannot read.
    logger.error("site content does not match its schema", {
      requestId: c.get("requestId"),
      key,
      issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
    });
    throw new ApiError(500, "Something went wrong. Please try again.");
  }
  return ok(c, parsed.data);
};

/** GET /testimonials: in the order the shop arranged them. */
export async function listTestimonials(c: AppContext) {
  const body = await shopTestimonials(c.get("deps").db);
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

/** GET /faqs: in the order the shop arranged them. */
export async function listFaqs(c: AppContext) {
  const body = await shopFaqs(c.get("deps").db);
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

/** GET /sellerDetails: the seller's names, GSTIN and registered address (the owner's GST settings), as invoices print them. */
export async function getSellerDetails(c: AppContext) {
  const seller = await sellerDetails(c.get("deps").db);
  if (!seller) throw notFound("Seller details");
  return ok(c, seller);
}
