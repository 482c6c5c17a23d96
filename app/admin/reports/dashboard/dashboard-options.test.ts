import { describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/format";
import { type DailyTakings, daysWithOrders, revenueSummary } from "./dashboard-options";

const day = (
  date: string,
  paidRevenue: number,
  codRevenue: number,
  paidOrders: number,
  codOrders: number,
): DailyTakings => ({
  date,
  paidOrders,
  paidRevenue,
  codOrders,
  codRevenue,
  orders: paidOrders + codOrders,
  revenue: paidRevenue + codRevenue,
});

const days = [day("2026-11-18", 4250, 1500.5, 1, 1), day("2026-11-19", 0, 0, 0, 0), day("2026-11-20", 0, 2000, 0, 1)];
const total = { paidOrders: 1, paidRevenue: 4250, codOrders: 2, codRevenue: 3500.5, orders: 3, revenue: 7750.5 };

describe("daysWithOrders", () => {
  it("leaves out the days without orders, in their order", () => {
    expect(daysWithOrders(days).map((row) => row.date)).toEqual(["2026-11-18", "2026-11-20"]);
  });
});

describe("revenueSummary", () => {
  it("says the total, how it was paid, the busy days and the best day", () => {
    expect(revenueSummary(days, total)).toBe(
      `Revenue by day, 18-Nov-2026 to 20-Nov-2026: ${formatPrice(7750.5)} from 3 orders on 2 of 3 days ` +
        `(paid online ${formatPrice(4250)}, cash on delivery ${formatPrice(3500.5)}). Highest day 18-Nov-2026, ${formatPrice(5750.5)}.`,
    );
  });

  it("says so when the range had no orders", () => {
    const empty = days.map((row) => ({
      ...row,
      paidOrders: 0,
      paidRevenue: 0,
      codOrders: 0,
      codRevenue: 0,
      orders: 0,
      revenue: 0,
    }));
    expect(revenueSummary(empty, { ...total, orders: 0 })).toBe(
      "Revenue by day, 18-Nov-2026 to 20-Nov-2026: no orders.",
    );
  });
});
