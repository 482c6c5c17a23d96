import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { customers, draftOrders, staff } from "@api/db/schema";
import { personName } from "@api/lib/person-name";

export const DRAFTS_PAGE_SIZE = 20;

/** One page of drafts, the last changed first, in one status or all, with how many there are. */
export async function listDraftPage(db: DbOrTx, status: "open" | "awaiting_payment" | "placed" | "all", page: number) {
  const where = status === "all" ? undefined : eq(draftOrders.status, status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ draft: draftOrders, customer: customers, staffName: staff.name })
      .from(draftOrders)
      .innerJoin(customers, eq(customers.id, draftOrders.customerId))
      .innerJoin(staff, eq(staff.id, draftOrders.createdByStaffId))
      .where(where)
      .orderBy(desc(draftOrders.updatedAt), desc(draftOrders.id))
      .limit(DRAFTS_PAGE_SIZE)
      .offset((page - 1) * DRAFTS_PAGE_SIZE),
    db.select({ total: count() }).from(draftOrders).where(where),
  ]);
  const drafts = rows.map(({ draft, customer, staffName }) => ({
    id: draft.id,
    status: draft.status,
    customerName: personName(customer.firstName, customer.lastName),
    customerMobile: customer.mobile,
    lines: draft.lines.reduce((sum, l) => sum + l.quantity, 0),
    createdBy: staffName,
    updatedAt: draft.updatedAt.toISOString(),
  }));
  return { drafts, total };
}
