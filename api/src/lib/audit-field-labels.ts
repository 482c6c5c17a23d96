/**
 * A changed field's name as the back office's forms call it: "Selling price", "Hero slides › no. 3 › Title".
 * The forms' own label tables are used where they exist; other fields are spelt out from their
 * names ("seoTitle" reads "Seo title").
 */
import { PRODUCT_FIELD_LABELS } from "@api/resources/admin/catalogue/products/product-record";
import { GST_SETTING_LABELS } from "../validation/gst-settings";
import { EDIT_FIELD_LABELS } from "../validation/order-edit";
import { ORDER_SETTING_LABELS } from "../validation/order-settings";
import { PAGE_FIELD_LABELS, isPageKey } from "../validation/pages";
import { PROMOTION_FIELD_LABELS } from "../validation/admin-promotions";
import { REVIEW_SETTING_LABELS } from "../validation/admin-reviews";
import { SITE_SETTINGS_LABELS } from "../validation/site-settings";

/** Fields many records share, and the ones the timeline's own entries carry. */
const COMMON: Record<string, string> = {
  orderStatus: "order status",
  paymentStatus: "payment status",
  note: "note",
  isActive: "active",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  mrp: "MRP",
  version: "version",
};

function labelsFor(entityType: string, entityId: string): Record<string, string> {
  if (entityType === "product") return PRODUCT_FIELD_LABELS;
  if (entityType === "order") return EDIT_FIELD_LABELS;
  if (entityType === "page" && isPageKey(entityId)) return PAGE_FIELD_LABELS[entityId];
  if (entityType === "site_content") return { ...SITE_SETTINGS_LABELS, ...GST_SETTING_LABELS };
  if (entityType === "promotion") return PROMOTION_FIELD_LABELS;
  if (entityType === "settings") return { ...ORDER_SETTING_LABELS, ...REVIEW_SETTING_LABELS };
  return {};
}

const spelt = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
/** "the address" reads "Address" as a column heading. */
const withoutArticle = (words: string) => words.replace(/^the /, "");

export function fieldLabel(entityType: string, entityId: string, field: string): string {
  const own = labelsFor(entityType, entityId);
  return field
    .split(".")
    .map((part, index) => {
      if (/^\d+$/.test(part)) return `No. ${Number(part) + 1}`;
      const named = (index === 0 ? own[part] : undefined) ?? COMMON[part] ?? spelt(part);
      return capitalised(withoutArticle(named));
    })
    .join(" › ");
}
