import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { getDocument, getSellerDetails, listFaqs, listTestimonials } from "./content.handlers";
import { type SiteContentKey, siteContentDocuments } from "./content.schemas";

const router = new Hono<AppEnv>();
const cached = publicCache(CATALOG_MAX_AGE_SECONDS);

for (const key of Object.keys(siteContentDocuments) as SiteContentKey[]) {
  router.get(`/${key}`, cached, getDocument(key));
}
router.get("/testimonials", cached, listTestimonials);
router.get("/faqs", cached, listFaqs);
router.get("/sellerDetails", cached, getSellerDetails);

export default router;
