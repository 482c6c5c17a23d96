import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES } from "@api/validation/order-states";
import { lowStockSchema } from "./admin-stock";

const count = z.number().int().min(0);
const rupees = z.number().describe("Rupees");

/** Orders and revenue, split by how they are paid: online (prepaid, paid) and cash on delivery. */
const takingsSchema = z.object({
  paidOrders: count,
  paidRevenue: rupees,
  codOrders: count,
  codRevenue: rupees,
  orders: count,
  revenue: rupees,
});

const dailyTakingsSchema = takingsSchema.extend({ date: z.string().describe("India's date, YYYY-MM-DD") });

/** What happened on a day besides the orders placed. */
const dayEventsSchema = z.object({
  refunds: count.describe("Refunds asked for, except those the gateway refused"),
  refunded: rupees.describe("Their sum in rupees"),
  cancellations: count,
  expiredUnpaid: count.describe("Online orders left unpaid until their hold ran out"),
  reviewsApproved: count,
  enquiriesAnswered: count.describe("Enquiries given at least one reply"),
});

/** The owner's dashboard: today, this month, the queue, low stock and a range's daily takings. */
export const dashboardSchema = z
  .object({
    today: takingsSchema.extend({ date: z.string() }),
    todayEvents: dayEventsSchema,
    month: takingsSchema.extend({ from: z.string(), to: z.string() }),
    waiting: z.array(z.object({ status: z.enum(ORDER_STATUSES), count })).describe("Orders waiting at each status"),
    lowStock: lowStockSchema,
    range: z.object({ from: z.string(), to: z.string() }),
    daily: z.array(dailyTakingsSchema),
    total: takingsSchema,
    pendingReviews: count,
    newEnquiries: count,
  })
  .openapi("Dashboard");

export type Takings = z.output<typeof takingsSchema>;
export type DailyTakings = z.output<typeof dailyTakingsSchema>;
export type DayEvents = z.output<typeof dayEventsSchema>;
export type DashboardBody = z.output<typeof dashboardSchema>;
