import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@api/validation/order-states";

const instant = z.string().datetime();

/** A customer's account as the back office shows it: who, and whether they may sign in. */
export const adminCustomerSchema = z
  .object({
    _id: z.string(),
    name: z.string().nullable().describe("First and last name; null when neither is known"),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    createdAt: instant,
    disabled: z.boolean(),
    disabledAt: instant.nullable(),
    disabledReason: z.string().nullable(),
  })
  .openapi("AdminCustomer");

export const adminCustomerListItemSchema = adminCustomerSchema.extend({
  orders: z.number().int().min(0).describe("How many orders the customer has placed"),
});

export const adminCustomerDetailSchema = adminCustomerSchema
  .extend({
    orderCount: z.number().int().min(0),
    orders: z
      .array(
        z.object({
          orderId: z.string(),
          createdAt: instant,
          orderStatus: z.enum(ORDER_STATUSES),
          paymentMethod: z.enum(PAYMENT_METHODS),
          paymentStatus: z.enum(PAYMENT_STATUSES),
          total: z.number().describe("Rupees"),
        }),
      )
      .describe("The newest 50 orders"),
    addresses: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        mobile: z.string(),
        address: z.string(),
        landmark: z.string(),
        locality: z.string(),
        city: z.string(),
        state: z.string(),
        pincode: z.string(),
        addressType: z.enum(["HOME", "OFFICE"]),
      }),
    ),
    wishlistCount: z.number().int().min(0),
  })
  .openapi("AdminCustomerDetail");
