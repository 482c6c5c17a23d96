/** The owner's dashboard's answer (issue 16), typed once for the API and the dashboard screen. */
import type { OrderStatus } from "@api/validation/order-states";
import type { readLowStock } from "@api/resources/admin/catalogue/stock/stock.handlers";

/** Orders and revenue (rupees), split by how they are paid: online (prepaid, paid) and cash on delivery. */
export type Takings = {
  paidOrders: number;
  paidRevenue: number;
  codOrders: number;
  codRevenue: number;
  orders: number;
  revenue: number;
};

export type DailyTakings = Takings & { date: string };

/** What happened today besides the orders placed (dashboard-figures' readDayEvents). */
export type DayEvents = {
  /** Refunds asked for today, except those the gateway refused, and their sum in rupees. */
  refunds: number;
  refunded: number;
  cancellations: number;
  /** Online orders left unpaid until their hold ran out (the stock went back on sale). */
  expiredUnpaid: number;
  reviewsApproved: number;
  /** Enquiries given at least one reply today. */
  enquiriesAnswered: number;
};

export type DashboardBody = {
  /** India's date today (YYYY-MM-DD) and its takings so far. */
  today: Takings & { date: string };
  /** Today's refunds, cancellations, expired unpaid orders, approved reviews and answered enquiries. */
  todayEvents: DayEvents;
  /** From the 1st of this month in India to today. */
  month: Takings & { from: string; to: string };
  /** Orders waiting at each status, in the order's life's order, zero included. */
  waiting: { status: OrderStatus; count: number }[];
  lowStock: Awaited<ReturnType<typeof readLowStock>>;
  /** The chosen (or default) range, with a row for every day in it and their total. */
  range: { from: string; to: string };
  daily: DailyTakings[];
  total: Takings;
  /** Reviews waiting for approval, and enquiries nobody has opened yet. */
  pendingReviews: number;
  newEnquiries: number;
};
