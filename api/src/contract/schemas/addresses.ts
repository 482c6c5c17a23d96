import { z } from "@hono/zod-openapi";
import { shippingAddressSchema } from "./customer-orders";

/** One of the shopper's saved addresses. */
export const savedAddressSchema = shippingAddressSchema.extend({ _id: z.string() }).openapi("SavedAddress");
export type SavedAddress = z.output<typeof savedAddressSchema>;
