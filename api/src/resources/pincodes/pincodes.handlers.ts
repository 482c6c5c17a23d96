import { eq } from "drizzle-orm";
import { z } from "zod";
import { pincodes } from "@api/db/schema";
import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { pincodeField } from "@api/validation/fields";
import { notServiceable } from "./pincodes.service";

export const pincodeParams = z.object({ pincode: pincodeField() });

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** GET /pincodes/checkDelivery/:pincode: an inactive area is answered as one never served. */
export async function checkDelivery(c: ValidatedContext<{ param: typeof pincodeParams }>) {
  const { pincode } = c.req.valid("param");
  const [row] = await c.get("deps").db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (!row || !row.isActive) {
    const message = notServiceable(pincode);
    throw new ApiError(404, message, { pincode: message });
  }
  return ok(
    c,
    {
      pincode: row.pincode,
      city: row.city,
      state: row.state,
      deliveryDays: row.deliveryDays,
      codAvailable: row.codAvailable,
    },
    `Delivery available at ${row.pincode} (${row.city})${row.deliveryDays === null ? "" : ` in ${days(row.deliveryDays)}`}`,
  );
}
