import type { DbOrTx } from "@api/db/client";
import { readEnquiryMessage } from "@api/validation/enquiry-product";
import { findProductSlug } from "../products/product-slugs";

/**
 * The product an enquiry was sent about, as the shop has it now (a renamed product is found by
 * its old slug), with the absolute address of the page it was asked on; null when the enquiry
 * names none, or names a product the shop no longer has.
 */
export async function productOfEnquiry(tx: DbOrTx, message: string | null, storefrontUrl: string) {
  const { product } = readEnquiryMessage(message);
  if (!product) return null;
  const found = await findProductSlug(tx, product.slug);
  if (!found) return null;
  return {
    name: found.name,
    sku: found.sku,
    url: new URL(`/product/${found.slug}${product.variantPath}`, storefrontUrl).toString(),
  };
}

/** The shopper's own words: the message without the line that names the product. */
export const enquiryQuestion = (message: string | null) => readEnquiryMessage(message).question;
