/** The shop's delivery areas as a shopper's delivery check sees them. */
import { eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { pincodes } from "@api/db/schema";

/** The refusal of a pincode the shop does not deliver to, for the delivery check and for orders alike. */
export const notServiceable = (pincode: string) => `Sorry, we do not deliver to ${pincode} yet`;

/** The area the shop delivers to at this pincode; an inactive one is none, like one never served. */
export async function servedArea(db: Db, pincode: string) {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (!row || !row.isActive) return undefined;
  return {
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    deliveryDays: row.deliveryDays,
    codAvailable: row.codAvailable,
  };
}
