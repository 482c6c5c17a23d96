import { streamCsv } from "@api/lib/csv-file";
import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { ORDER_PAGE_SIZE, type orderListQuerySchema } from "@api/validation/admin-orders";
import { orderQueuePage } from "./order-queue-views";
import { ORDER_CSV_COLUMNS, orderCsvRows } from "./orders-csv";

type QueueContext = ValidatedContext<{ query: typeof orderListQuerySchema }>;

/**
 * GET /v1/admin/orders: the queue, 20 a page, with every filter, and `counts` per status for
 * the same filters without the status.
 */
export async function listOrders(c: QueueContext) {
  const query = c.req.valid("query");
  const { orders, total, counts } = await orderQueuePage(c.get("deps").db, query);
  return okList(c, orders, { page: query.page, limit: ORDER_PAGE_SIZE, totalRecords: total }, { counts });
}

/** GET /v1/admin/orders/export: the filtered queue as CSV, a row per order line, streamed as it is read. */
export async function exportOrders(c: QueueContext) {
  const { db, clock } = c.get("deps");
  const query = c.req.valid("query");
  const day = clock.now().toISOString().slice(0, 10);
  return streamCsv(
    c,
    `woodnest-orders-${day}.csv`,
    ORDER_CSV_COLUMNS,
    (async function* () {
      for await (const row of orderCsvRows(db, query)) yield [ORDER_CSV_COLUMNS.map((column) => row[column])];
    })(),
  );
}
