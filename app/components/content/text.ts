import { BRAND } from "~/lib/brand";

const BRAND_SUFFIX = new RegExp(`\\s*[|–—-]\\s*${BRAND}\\b[^|–—]*$`, "i");

/**
 * The page's own part of an SEO title. Back-office titles often end in '| Woodnest' or
 * '| Woodnest Blog', and pageMeta adds the brand again, which would print it twice.
 */
export function ownTitle(title: string) {
  return title.replace(BRAND_SUFFIX, "").trim() || title.trim();
}

/** A dialable tel: address: '+91 98110 42424' becomes 'tel:+919811042424'. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Whether cleaned HTML shows anything: '<p></p>' or '<p>&nbsp;</p>' from an editor does not. */
export function saysSomething(html: string) {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|&#160;|\s/g, "") !== "";
}
