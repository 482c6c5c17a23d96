import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { staff, staffSessions } from "../db/schema";
import { ApiError } from "../lib/envelope";
import { hashToken } from "../lib/secrets";
import { type Permission, can } from "../validation/staff";

export const STAFF_LOGIN_REQUIRED = "Please sign in to the back office to continue";
const NOT_ALLOWED = "Your role does not allow this";

/** A staff session ends after 8 hours without a request; each request starts the 8 hours again. */
const STAFF_IDLE_MS = 8 * 60 * 60_000;

/**
 * 401 unless the bearer token is a live staff session (second factor done, used within the idle
 * timeout, account enabled); 403 when `permission` is given and the role lacks it. Staff tokens
 * live in their own table, so a customer's token is never one. Every /v1/admin route but the
 * sign-in and the invitation goes through this one middleware.
 */
export const requireStaff =
  (permission?: Permission): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { db, clock } = c.get("deps");
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token) throw new ApiError(401, STAFF_LOGIN_REQUIRED);
    const now = clock.now();
    const [row] = await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(staffSessions.tokenHash, hashToken(token)),
          isNull(staffSessions.revokedAt),
          isNotNull(staffSessions.secondFactorAt),
          gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)),
        ),
      )
      .returning({ sessionId: staffSessions.id, staffId: staffSessions.staffId });
    const [member] = row
      ? await db
          .select({ id: staff.id, email: staff.email, name: staff.name, role: staff.role })
          .from(staff)
          .where(and(eq(staff.id, row.staffId), isNull(staff.disabledAt)))
      : [];
    if (!row || !member) throw new ApiError(401, STAFF_LOGIN_REQUIRED);
    if (permission && !can(member.role, permission)) throw new ApiError(403, NOT_ALLOWED);
    c.set("staff", { ...member, sessionId: row.sessionId });
    await next();
  };
