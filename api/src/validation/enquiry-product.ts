/**
 * A product page's short enquiry names its product in the message's first line, with the page's
 * path: the storefront writes that line, and the API reads it back to link the product in the
 * shop's notice and reply (an enquiry keeps no product of its own).
 */
const ABOUT_LINE = /^About: .+ \((\/product\/([^\s/()]+)((?:\/[^\s/()]+)*))\)$/;

/** The first line of a product page's enquiry: what the page names the product, and its path. */
export const aboutProductLine = (about: string, path: string) =>
  `About: ${about.replace(/\s+/g, " ").trim()} (${path})`;

/**
 * The product page an enquiry's message names, if any (its slug, and the colour or size part of
 * its path), and the shopper's own words without that line.
 */
export function readEnquiryMessage(message: string | null) {
  const [first = "", ...rest] = (message ?? "").split("\n");
  const about = ABOUT_LINE.exec(first);
  if (!about) return { product: null, question: (message ?? "").trim() };
  return { product: { slug: about[2], variantPath: about[3] }, question: rest.join("\n").trim() };
}
