import { z } from "zod";

/** A pincode the shop delivers to. */
export const deliveryAreaSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  deliveryDays: z.number().int().nullable().describe("Days from dispatch; null when the shop gives no estimate"),
  codAvailable: z.boolean(),
});
export type DeliveryArea = z.output<typeof deliveryAreaSchema>;
