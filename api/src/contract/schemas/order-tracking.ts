import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES } from "@api/validation/order-states";
import { timelineStepSchema } from "./customer-orders";
import { imageSchema } from "./image";

/**
 * An order as anyone who knows its number and contact may see it: no address, phone, email or
 * price but the total.
 */
export const trackedOrderSchema = z
  .object({
    orderId: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    placedAt: z.string().datetime(),
    totalAmount: z.number().describe("Rupees"),
    timeline: z.array(timelineStepSchema),
    shipment: z
      .object({ courierName: z.string().nullable(), awb: z.string(), trackingUrl: z.string().nullable() })
      .nullable()
      .describe("Null until the order has an AWB"),
    lines: z.array(
      z.object({
        name: z.string(),
        colorName: z.string().nullable(),
        sizeName: z.string().nullable(),
        quantity: z.number().int(),
        image: imageSchema,
      }),
    ),
  })
  .openapi("TrackedOrder");

export type TrackedOrder = z.output<typeof trackedOrderSchema>;
export type TimelineStep = TrackedOrder["timeline"][number];
