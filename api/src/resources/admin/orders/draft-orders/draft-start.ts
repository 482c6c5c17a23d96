import { eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import { customers, draftOrders } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { type DraftStaff, auditActor, auditShape } from "./draft-record";

export const CUSTOMER_EXISTS = "A customer with this mobile or email already exists: find them by mobile";

/** A new draft for a customer found by mobile, or for a new customer made here with the sign-up rules. */
export async function startDraft(
  deps: Pick<AppDeps, "db" | "clock">,
  input: { customerId: string } | { firstName: string; lastName?: string | null; mobile: string; email: string },
  member: DraftStaff,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    let customerId: string;
    if ("customerId" in input) {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, input.customerId));
      if (!customer) throw notFound("Customer");
      customerId = customer.id;
    } else {
      const email = input.email.toLowerCase();
      const [taken] = await tx
        .select({ mobile: customers.mobile, email: customers.email })
        .from(customers)
        .where(eq(customers.mobile, input.mobile))
        .union(
          tx
            .select({ mobile: customers.mobile, email: customers.email })
            .from(customers)
            .where(eq(customers.email, email)),
        );
      if (taken) {
        const field = taken.mobile === input.mobile ? "mobile" : "email";
        throw new ApiError(409, CUSTOMER_EXISTS, { [field]: CUSTOMER_EXISTS });
      }
      customerId = newId();
      await tx.insert(customers).values({
        id: customerId,
        firstName: input.firstName,
        lastName: input.lastName || null,
        mobile: input.mobile,
        email,
        createdAt: now,
      });
      await recordAudit(tx, {
        actor: auditActor(member),
        action: "customer.create",
        entityType: "customer",
        entityId: customerId,
        after: { firstName: input.firstName, lastName: input.lastName ?? null, mobile: input.mobile, email },
        at: now,
      });
    }
    const [draft] = await tx
      .insert(draftOrders)
      .values({ id: newId(), customerId, createdByStaffId: member.id, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, {
      actor: auditActor(member),
      action: "draft_order.create",
      entityType: "draft_order",
      entityId: draft.id,
      after: auditShape(draft),
      at: now,
    });
    return draft;
  });
}
