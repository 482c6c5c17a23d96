import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { pincodes } from "@api/db/schema";
import { COD_NOT_AVAILABLE } from "@api/resources/customer-orders/customer-orders.service";
import { notServiceable } from "@api/resources/pincodes/pincodes.service";

/** Why the shop cannot deliver a draft to this pincode (or not as cash on delivery), or null. */
export async function deliveryRefusal(db: DbOrTx, pincode: string, cashOnDelivery: boolean) {
  const [area] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (!area || !area.isActive) return notServiceable(pincode);
  if (cashOnDelivery && !area.codAvailable) return COD_NOT_AVAILABLE;
  return null;
}
