import { formatDaysFromToday } from "./format-date";
import type { DeliveryArea } from "@api/contract/schemas/delivery";

/** What the API's delivery check says about a served pincode (GET /pincodes/checkDelivery). */

export const COD_AVAILABLE = "Cash on delivery available";
export const COD_NOT_AVAILABLE = "Cash on delivery not available here";

/** The lines the delivery check shows for a served pincode. */
export type DeliveryNote = { message: string; deliveryBy: string | null; cod: string };

/**
 * The delivery check's answer for today: the API's message (the spec's wording), 'Delivery by
 * {date}' when the area has an estimate, and whether cash on delivery is possible. Worked out when
 * a page is drawn, never stored, so a date seen tomorrow is tomorrow's.
 */
export function deliveryNote(message: string, area: DeliveryArea, now: Date): DeliveryNote {
  return {
    message,
    deliveryBy: area.deliveryDays === null ? null : `Delivery by ${formatDaysFromToday(now, area.deliveryDays)}`,
    cod: area.codAvailable ? COD_AVAILABLE : COD_NOT_AVAILABLE,
  };
}
