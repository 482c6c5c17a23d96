import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { customers } from "@api/db/schema";
import { likeText } from "@api/lib/like-text";
import { MOBILE_DIGITS } from "@api/validation/fields";

const fullName = sql<string>`concat_ws(' ', ${customers.firstName}, ${customers.lastName})`;

/**
 * A whole mobile number (as people type it: spaces, dashes, +91) is looked up exactly, so
 * "9876543210" finds that customer and not every number containing it; anything else is a
 * partial, case-insensitive match on the name, email or mobile.
 */
export function customerMatches(q: string) {
  const digits = q.replace(/[\s-]/g, "").replace(/^\+?91(?=\d{10}$)/, "");
  if (new RegExp(`^\\d{${MOBILE_DIGITS}}$`).test(digits)) return eq(customers.mobile, digits);
  const like = likeText(q);
  return or(ilike(fullName, like), ilike(customers.email, like), ilike(customers.mobile, like));
}

/** The newest `limit` customers the query finds, and how many it finds in all. */
export async function findCustomerMatches(db: Db, q: string, limit: number) {
  const where = customerMatches(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ _id: customers.id, name: fullName, email: customers.email, mobile: customers.mobile })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(limit),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { total, matches: rows.map((row) => ({ ...row, name: row.name || null })) };
}
