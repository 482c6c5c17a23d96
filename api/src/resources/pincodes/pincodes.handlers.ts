import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { pincodeParams } from "./pincodes.schemas";
import { notServiceable, servedArea } from "./pincodes.service";

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** GET /pincodes/checkDelivery/:pincode: an inactive area is answered as one never served. */
export async function checkDelivery(c: ValidatedContext<{ param: typeof pincodeParams }>) {
  const { pincode } = c.req.valid("param");
  const area = await servedArea(c.get("deps").db, pincode);
  if (!area) {
    const message = notServiceable(pincode);
    throw new ApiError(404, message, { pincode: message });
  }
  return ok(
    c,
    area,
    `Delivery available at ${area.pincode} (${area.city})${area.deliveryDays === null ? "" : ` in ${days(area.deliveryDays)}`}`,
  );
}
