import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { customers } from "@api/db/schema";
import { personName } from "@api/lib/person-name";

/** A draft's customer as the draft screens show them. */
export const draftCustomer = (customer: typeof customers.$inferSelect) => ({
  id: customer.id,
  name: personName(customer.firstName, customer.lastName),
  mobile: customer.mobile,
  email: customer.email,
});

/** The customer with this mobile, or null (then staff make one as they start the draft). */
export async function customerByMobile(db: DbOrTx, mobile: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.mobile, mobile));
  return customer ? draftCustomer(customer) : null;
}
