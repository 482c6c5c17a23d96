/**
 * A signed-in shopper's own enquiries (issue 30): the ones sent while signed in, with the shop's
 * replies, never staff's internal notes. Earlier enquiries are not matched by email or mobile
 * (docs/decisions/shopper-enquiries.md).
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { inquiries, inquiryNotes } from "@api/db/schema";
import type { Page } from "@api/lib/envelope";
import { offsetOf } from "@api/lib/query";
import { enquiryName } from "@api/validation/enquiry-choices";
import { enquiryQuestion, productOfEnquiry } from "../inquiries/enquiry-product";

type Enquiry = typeof inquiries.$inferSelect;
type Reply = { body: string; createdAt: string };

/** What the shopper reads of one enquiry: the product's page is a path on the storefront. */
async function shopperView(db: DbOrTx, row: Enquiry, replies: Reply[], storefrontUrl: string) {
  const product = await productOfEnquiry(db, row.message, storefrontUrl);
  return {
    _id: row.id,
    type: row.inquiryType,
    title: product?.name ?? row.subject ?? enquiryName(row.inquiryType),
    product: product ? { name: product.name, path: new URL(product.url).pathname } : null,
    status: row.status,
    question: enquiryQuestion(row.message),
    replies,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ShopperEnquiry = Awaited<ReturnType<typeof shopperView>>;

/** The replies emailed on each of `ids`, oldest first. */
async function repliesOf(db: DbOrTx, ids: string[]) {
  const byEnquiry = new Map<string, Reply[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byEnquiry;
  const rows = await db
    .select({ inquiryId: inquiryNotes.inquiryId, body: inquiryNotes.body, createdAt: inquiryNotes.createdAt })
    .from(inquiryNotes)
    .where(and(inArray(inquiryNotes.inquiryId, ids), eq(inquiryNotes.kind, "reply")))
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
  for (const row of rows)
    byEnquiry.get(row.inquiryId)?.push({ body: row.body, createdAt: row.createdAt.toISOString() });
  return byEnquiry;
}

/** The shopper's enquiries, newest first, a page at a time. */
export async function listMyEnquiries(db: DbOrTx, customerId: string, page: Page, storefrontUrl: string) {
  const mine = eq(inquiries.customerId, customerId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(mine)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(inquiries).where(mine),
  ]);
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  const enquiries = await Promise.all(
    rows.map((row) => shopperView(db, row, replies.get(row.id) ?? [], storefrontUrl)),
  );
  return { enquiries, totalRecords: total };
}

/** One of the shopper's enquiries; undefined when there is none of theirs with that id. */
export async function findMyEnquiry(db: DbOrTx, customerId: string, id: string, storefrontUrl: string) {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.customerId, customerId)))
    .limit(1);
  if (!row) return undefined;
  const replies = await repliesOf(db, [row.id]);
  return shopperView(db, row, replies.get(row.id) ?? [], storefrontUrl);
}
