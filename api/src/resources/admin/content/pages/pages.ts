/**
 * The back office's pages and the site_content documents they are stored as. The form's fields
 * are flat strings; the stored documents keep the shapes the storefront reads
 * (resources/content/content.schemas.ts): Contact Us's addresses as { address }, blank social
 * links and SEO words as null. Rich text is cleaned here, once, on its way in.
 */
import { cleanHtml } from "@api/lib/rich-text";
import { PAGE_FIELD_LABELS, RICH_TEXT_FIELDS, type PageKey, type PageValues } from "@api/validation/pages";

type Stored = Record<string, unknown>;
type FormValues = Record<string, string>;

/** Every field of a page, blank: the form's values before the page was ever stored. */
const blankValues = (key: PageKey): FormValues =>
  Object.fromEntries(Object.keys(PAGE_FIELD_LABELS[key]).map((field) => [field, ""]));

/** Nothing stored yet: the defaults the save helper starts from (the storefront reads none until the first save). */
export const emptyDocument = (key: PageKey): Stored => toDocument(key, blankValues(key) as PageValues[PageKey]);

const NULLABLE = new Set([
  "seoTitle",
  "seoDescription",
  "seoKeywords",
  "facebook",
  "twitter",
  "linkedin",
  "youtube",
  "instagram",
]);
const ADDRESSES = new Set(["regOfficeAddress", "factoryAddress"]);

/** The page's values as its form shows them. */
export function toFormValues(key: PageKey, stored: Stored): FormValues {
  const values = blankValues(key);
  for (const field of Object.keys(values)) {
    const value = stored[field];
    if (ADDRESSES.has(field)) values[field] = String((value as { address?: unknown } | undefined)?.address ?? "");
    else if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** The stored document for the checked values of a form, rich text cleaned. */
export function toDocument<K extends PageKey>(key: K, values: PageValues[K]): Stored {
  const document: Stored = {};
  for (const [field, value] of Object.entries(values as Record<string, string>)) {
    if (RICH_TEXT_FIELDS[key].includes(field)) document[field] = cleanHtml(value);
    else if (ADDRESSES.has(field)) document[field] = { address: value };
    else if (NULLABLE.has(field)) document[field] = value === "" ? null : value;
    else document[field] = value;
  }
  return document;
}
