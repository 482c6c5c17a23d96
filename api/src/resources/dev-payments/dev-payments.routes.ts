/**
 * POST /dev/payments/expire/:orderId, outside production only: the end-to-end tests' way to
 * let one order's payment hold run out now (they cannot wait PENDING_PAYMENT_TTL_MINUTES).
 * The order's hold is dated back past the limit and the unpaid-order sweep runs, as its job
 * does every minute; orders not aged are untouched unless their own hold ran out.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { orders } from "@api/db/schema";
import { ApiError, notFound, ok } from "@api/lib/envelope";
import { releasePendingPayments } from "../payments/payments.service";

const router = new Hono<AppEnv>();

router.use("*", async (c, next) => {
  if (c.get("deps").env.NODE_ENV === "production") throw new ApiError(404, "Not found");
  await next();
});

router.post("/expire/:orderId", async (c) => {
  const deps = c.get("deps");
  const ref = (c.req.param("orderId") ?? "").toUpperCase();
  const lapsed = new Date(deps.clock.now().getTime() - (deps.env.PENDING_PAYMENT_TTL_MINUTES + 1) * 60_000);
  const [aged] = await deps.db
    .update(orders)
    .set({ stockReservedAt: lapsed })
    .where(eq(orders.orderId, ref))
    .returning({ id: orders.id });
  if (!aged) throw notFound("Order");
  const released = await releasePendingPayments(deps);
  const [order] = await deps.db.select({ orderStatus: orders.orderStatus }).from(orders).where(eq(orders.id, aged.id));
  return ok(c, { released, orderStatus: order.orderStatus });
});

export default router;
