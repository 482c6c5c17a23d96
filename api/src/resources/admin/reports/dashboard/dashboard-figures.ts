/**
 * The owner's dashboard's figures (issue 16), each one SQL query over the orders: the database
 * counts and adds, grouped by India's day, so a year's range reads a row per day and no orders.
 * What counts as an order and as revenue is recorded in docs/decisions/back-office.md, 12 and 13.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { toRupees } from "@api/lib/money";
import { type OrderStatus } from "@api/validation/order-states";
import type { DayEvents, Takings } from "@api/contract/schemas/admin-dashboard";

/** Orders that are not sales: never paid for, or called off (a paid one's money went back). */
const NOT_SALES: readonly OrderStatus[] = ["PAYMENT_PENDING", "PAYMENT_FAILED", "CANCELLED"];

/**
 * The statuses where an order waits for someone: staff (placed, confirmed, packed, a return asked
 * for or approved) or the courier (shipped, out for delivery). Finished ones are not shown.
 */
const WAITING_STATUSES: readonly OrderStatus[] = [
  "ORDERPLACED",
  "CONFIRMED",
  "PACKED",
  "SHIPPED",
  "OUT_FOR_DELIVERY",
  "RETURN_REQUESTED",
  "RETURN_APPROVED",
];

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

const notSales = sql.join(
  NOT_SALES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The sales placed in [start, end): each order with what it still brings in, its total less every
 * refund that was not refused by the gateway (pending ones are money promised back).
 */
const salesBetween = (start: Date, end: Date) => sql`
  select o.created_at, o.payment_method,
    -- India's calendar day of the order, whatever the session's time zone.
    (o.created_at at time zone 'Asia/Kolkata')::date as day,
    o.total_paise - coalesce((select sum(r.amount_paise) from refunds r where r.order_id = o.id and r.status <> 'failed'), 0) as net_paise
  from orders o
  where o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz
    and o.order_status not in (${notSales})`;

type TakingsRow = Record<string, number | string>;

/** A row's takings whose columns start with `prefix` (see takingsColumns). */
const takings = (row: TakingsRow | undefined, prefix = ""): Takings => {
  const read = (column: string) => Number(row?.[`${prefix}${column}`] ?? 0);
  const [paidOrders, paidPaise, codOrders, codPaise] = [
    read("paid_orders"),
    read("paid_paise"),
    read("cod_orders"),
    read("cod_paise"),
  ];
  return {
    paidOrders,
    paidRevenue: toRupees(paidPaise),
    codOrders,
    codRevenue: toRupees(codPaise),
    orders: paidOrders + codOrders,
    revenue: toRupees(paidPaise + codPaise),
  };
};

/** The four sums of sales `s` that pass `filter`, named `{prefix}paid_orders` and so on. */
const takingsColumns = (prefix: string, filter = sql`true`) => {
  const column = (name: string) => sql.identifier(`${prefix}${name}`);
  return sql`
    count(*) filter (where ${filter} and s.payment_method = 'Prepaid') as ${column("paid_orders")},
    coalesce(sum(s.net_paise) filter (where ${filter} and s.payment_method = 'Prepaid'), 0) as ${column("paid_paise")},
    count(*) filter (where ${filter} and s.payment_method = 'COD') as ${column("cod_orders")},
    coalesce(sum(s.net_paise) filter (where ${filter} and s.payment_method = 'COD'), 0) as ${column("cod_paise")}`;
};

/** Today's and this month's takings in one pass over the month's sales (today is in the month). */
export async function readTodayAndMonth(db: Db, bounds: { monthStart: Date; todayStart: Date; tomorrowStart: Date }) {
  const [row] = await db
    .execute(
      sql`select ${takingsColumns("today_", sql`s.created_at >= ${bounds.todayStart.toISOString()}::timestamptz`)}, ${takingsColumns("month_")}
        from (${salesBetween(bounds.monthStart, bounds.tomorrowStart)}) s`,
    )
    .then(rowsOf<TakingsRow>);
  return { today: takings(row, "today_"), month: takings(row, "month_") };
}

/** Every India day from `from` to `to` (YYYY-MM-DD), days without sales too, with its takings. */
export async function readDailyTakings(db: Db, range: { from: string; days: number; start: Date; end: Date }) {
  const rows = await db
    .execute(
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, ${takingsColumns("")}
        from (select ${range.from}::date + g.i as day from generate_series(0, ${range.days - 1}) as g(i)) d
        left join (${salesBetween(range.start, range.end)}) s on s.day = d.day
        group by d.day order by d.day`,
    )
    .then(rowsOf<TakingsRow & { day: string }>);
  return rows.map((row) => ({ date: row.day, ...takings(row) }));
}

/** How many orders wait at each of WAITING_STATUSES, zero included. */
export async function readWaiting(db: Db) {
  const rows = await db
    .execute(
      sql`select o.order_status as status, count(*)::int as count from orders o
        where o.order_status in (${sql.join(
          WAITING_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
        group by o.order_status`,
    )
    .then(rowsOf<{ status: OrderStatus; count: number | string }>);
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return WAITING_STATUSES.map((status) => ({
    status,
    count: counts.get(status) ?? 0,
  }));
}

/** What waits for the content staff: reviews to approve and enquiries nobody has opened yet. */
export async function readContentQueue(db: Db) {
  const [row] = await db
    .execute(
      sql`select (select count(*)::int from reviews where review_status = 'PENDING') as "pendingReviews",
        (select count(*)::int from inquiries where status = 'NEW') as "newEnquiries"`,
    )
    .then(rowsOf<{ pendingReviews: number | string; newEnquiries: number | string }>);
  return { pendingReviews: Number(row.pendingReviews), newEnquiries: Number(row.newEnquiries) };
}

/**
 * What happened on one India day besides the orders placed: refunds asked for (not those the
 * gateway refused), orders cancelled, unpaid orders whose hold ran out, reviews approved (by staff,
 * or at once when automatic approval is on) and enquiries answered (replied to twice counts once).
 */
export async function readDayEvents(db: Db, day: { start: Date; end: Date }): Promise<DayEvents> {
  const within = (column: string) =>
    sql`${sql.identifier(column)} >= ${day.start.toISOString()}::timestamptz and ${sql.identifier(column)} < ${day.end.toISOString()}::timestamptz`;
  const withinEither = (column: string, fallback: string) =>
    sql`coalesce(${sql.identifier(column)}, ${sql.identifier(fallback)}) >= ${day.start.toISOString()}::timestamptz
      and coalesce(${sql.identifier(column)}, ${sql.identifier(fallback)}) < ${day.end.toISOString()}::timestamptz`;
  const [row] = await db
    .execute(
      sql`select
        (select count(*)::int from refunds where status <> 'failed' and ${within("created_at")}) as "refunds",
        (select coalesce(sum(amount_paise), 0)::bigint from refunds where status <> 'failed' and ${within("created_at")}) as "refundedPaise",
        (select count(distinct order_id)::int from order_events where kind = 'status' and to_status = 'CANCELLED' and ${within("at")}) as "cancellations",
        (select count(*)::int from orders where ${within("payment_expired_at")}) as "expiredUnpaid",
        -- An approved review without a moderator was published at once (automatic approval) when written.
        (select count(*)::int from reviews where review_status = 'APPROVED' and ${withinEither("moderated_at", "created_at")}) as "reviewsApproved",
        (select count(distinct inquiry_id)::int from inquiry_notes where kind = 'reply' and ${within("created_at")}) as "enquiriesAnswered"`,
    )
    .then(rowsOf<Record<keyof DayEvents | "refundedPaise", number | string>>);
  return {
    refunds: Number(row.refunds),
    refunded: toRupees(Number(row.refundedPaise)),
    cancellations: Number(row.cancellations),
    expiredUnpaid: Number(row.expiredUnpaid),
    reviewsApproved: Number(row.reviewsApproved),
    enquiriesAnswered: Number(row.enquiriesAnswered),
  };
}
