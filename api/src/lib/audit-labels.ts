/**
 * The name an audit entry gives its record, worked out when the change is written (so it still
 * reads after the record is renamed or deleted): a product "Sheesham Bed (WN-BED-01)", an order
 * "FS100004 · Priya Sharma", a customer "Priya Sharma · 9876543210", a coupon its code, a gift card
 * "Gift card ending 7QXD".
 */
import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import {
  blogCategories,
  blogPosts,
  categories,
  colors,
  customers,
  draftOrders,
  faqs,
  giftCards,
  inquiries,
  orders,
  pincodes,
  projectCategories,
  projectChildCategories,
  projectSubCategories,
  products,
  projects,
  promotions,
  reviews,
  sizes,
  staff,
  subCategories,
  testimonials,
} from "../db/schema";
import { PAGES, isPageKey } from "../validation/pages";
import { personName } from "./person-name";

type Snapshot = Record<string, unknown> | null | undefined;

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(" · ");

/** "Priya Sharma · 9876543210": a customer by name and how to reach them. */
async function customerLabel(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id));
  return row
    ? joined(personName(row.firstName, row.lastName) || "Unnamed customer", row.mobile ?? row.email)
    : undefined;
}

/** "FS100004 · Priya Sharma": an order by its number and who it is for. */
async function orderLabel(tx: DbOrTx, orderNumber: string) {
  const [row] = await tx
    .select({
      orderId: orders.orderId,
      address: orders.shippingAddress,
      first: customers.firstName,
      last: customers.lastName,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.orderId, orderNumber));
  return row ? joined(row.orderId, personName(row.first, row.last) || row.address.name) : undefined;
}

type NamedTable =
  | typeof categories
  | typeof subCategories
  | typeof colors
  | typeof sizes
  | typeof testimonials
  | typeof blogCategories
  | typeof projects
  | typeof projectCategories
  | typeof projectSubCategories
  | typeof projectChildCategories
  | typeof promotions;

const nameOf = (table: NamedTable) => async (tx: DbOrTx, id: string) =>
  (await tx.select({ name: table.name }).from(table).where(eq(table.id, id)))[0]?.name;

/** Settings documents kept under a key, by what the screen calls them. */
const SETTINGS_NAMES: Record<string, string> = {
  settings: "Home page and shop settings",
  gstSettings: "GST settings",
  "order-settings": "Order settings",
  "review-settings": "Review settings",
  "catalogue-settings": "Stock settings",
};

const LABELLERS: Record<string, (tx: DbOrTx, id: string) => Promise<string | undefined>> = {
  product: async (tx, id) => {
    const [row] = await tx.select({ name: products.name, sku: products.sku }).from(products).where(eq(products.id, id));
    return row ? `${row.name} (${row.sku})` : undefined;
  },
  order: orderLabel,
  customer: customerLabel,
  coupon: async (_tx, code) => code,
  /** A gift card by its last 4 only: its code is a secret. */
  gift_card: async (tx, id) => {
    const [row] = await tx.select({ last4: giftCards.codeLast4 }).from(giftCards).where(eq(giftCards.id, id));
    return row ? `Gift card ending ${row.last4}` : undefined;
  },
  review: async (tx, id) => {
    const [row] = await tx
      .select({ product: products.name, first: customers.firstName, last: customers.lastName })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(eq(reviews.id, id));
    return row ? `Review of ${row.product} by ${personName(row.first, row.last) || "a shopper"}` : undefined;
  },
  staff: async (tx, id) => {
    const [row] = await tx.select({ name: staff.name, email: staff.email }).from(staff).where(eq(staff.id, id));
    return row ? `${row.name} (${row.email})` : undefined;
  },
  draft_order: async (tx, id) => {
    const [row] = await tx
      .select({ first: customers.firstName, last: customers.lastName, mobile: customers.mobile })
      .from(draftOrders)
      .innerJoin(customers, eq(customers.id, draftOrders.customerId))
      .where(eq(draftOrders.id, id));
    return row ? `Draft order for ${joined(personName(row.first, row.last) || "a customer", row.mobile)}` : undefined;
  },
  inquiry: async (tx, id) => {
    const [row] = await tx
      .select({ name: inquiries.name, subject: inquiries.subject })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    return row ? joined(row.name, row.subject) : undefined;
  },
  pincode: async (tx, code) => {
    const [row] = await tx.select({ city: pincodes.city }).from(pincodes).where(eq(pincodes.pincode, code));
    return joined(code, row?.city);
  },
  faq: async (tx, id) => (await tx.select({ question: faqs.question }).from(faqs).where(eq(faqs.id, id)))[0]?.question,
  blogPost: async (tx, id) =>
    (await tx.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id)))[0]?.title,
  category: nameOf(categories),
  subCategory: nameOf(subCategories),
  color: nameOf(colors),
  size: nameOf(sizes),
  testimonial: nameOf(testimonials),
  blogCategory: nameOf(blogCategories),
  project: nameOf(projects),
  project_category: nameOf(projectCategories),
  project_sub_category: nameOf(projectSubCategories),
  project_group: nameOf(projectChildCategories),
  promotion: nameOf(promotions),
  page: async (_tx, key) => (isPageKey(key) ? `${PAGES[key].label} page` : undefined),
  site_content: async (_tx, key) => SETTINGS_NAMES[key],
  settings: async (_tx, key) => SETTINGS_NAMES[key],
};

/** A name a record's own values carry, for one deleted before its entry is written. */
function labelFromValues(values: Snapshot) {
  if (!values) return undefined;
  const named = ["name", "title", "question", "code", "sku", "email"]
    .map((key) => values[key])
    .find((value) => typeof value === "string" && value);
  return named as string | undefined;
}

/** The changed slide's title, when one slide of the home page's list was edited, added or removed. */
function slideTitle(before: Snapshot, after: Snapshot) {
  const slides = (values: Snapshot) => (Array.isArray(values?.slider) ? (values.slider as { title?: string }[]) : []);
  const [b, a] = [slides(before), slides(after)];
  const changed = [...Array(Math.max(b.length, a.length)).keys()].filter((i) => !isDeepStrictEqual(b[i], a[i]));
  if (changed.length !== 1) return undefined;
  const title = a[changed[0]]?.title || b[changed[0]]?.title;
  return `Hero slide ${changed[0] + 1}${title ? `: ${title}` : ""}`;
}

export async function recordLabel(
  tx: DbOrTx,
  entityType: string,
  entityId: string,
  before: Snapshot,
  after: Snapshot,
): Promise<string | null> {
  const looked = await LABELLERS[entityType]?.(tx, entityId);
  const slide = entityType === "site_content" ? slideTitle(before, after) : undefined;
  const label = slide ? joined(looked, slide) : (looked ?? labelFromValues(after) ?? labelFromValues(before));
  return label || null;
}
