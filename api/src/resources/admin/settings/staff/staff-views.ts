/** Staff accounts as the owner's settings list and open them. */
import { type SQL, and, asc, count, eq, gt, ilike, isNotNull, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@api/db/client";
import { staff, staffInvitations } from "@api/db/schema";
import { likeText } from "@api/lib/like-text";
import type { staffListQuerySchema } from "@api/validation/staff";
import { staffView } from "@api/resources/admin/staff-accounts";

export const STAFF_PAGE_SIZE = 20;

const STATUS_FILTERS: Record<string, SQL | undefined> = {
  active: and(isNull(staff.disabledAt), isNotNull(staff.totpEnabledAt)),
  invited: and(isNull(staff.disabledAt), isNull(staff.totpEnabledAt)),
  disabled: isNotNull(staff.disabledAt),
};

/** One page of the accounts the search and filters match, by name, with how many match in all. */
export async function staffPage(db: Db, filters: z.output<typeof staffListQuerySchema>) {
  const { q, role, status, page } = filters;
  const where = and(
    q ? or(ilike(staff.name, likeText(q)), ilike(staff.email, likeText(q))) : undefined,
    role ? eq(staff.role, role) : undefined,
    status ? STATUS_FILTERS[status] : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(staff)
      .where(where)
      .orderBy(asc(staff.name), asc(staff.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE),
    db.select({ total: count() }).from(staff).where(where),
  ]);
  return { members: rows.map(staffView), totalRecords: total };
}

/** When the account's invitation link stops working, or null when it has none still usable. */
export async function invitationExpiry(db: Db, staffId: string, now: Date) {
  const [invitation] = await db
    .select({ expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.staffId, staffId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  return invitation?.expiresAt.toISOString() ?? null;
}
