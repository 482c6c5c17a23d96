import { Counter } from "prom-client";
import { apiRegistry } from "./registry";

/*
 * The shop's own events, counted by the process where they happen. Each process counts its own
 * and Prometheus adds them up across processes (sum(rate(...))); a restart starts from 0, which
 * rate() and increase() take as a reset.
 */

/** Counted once the order's transaction has committed (placeOrder). */
export const ordersPlaced = new Counter({
  name: "woodnest_orders_placed_total",
  help: "Orders placed (an online one before its payment), by payment method",
  labelNames: ["payment_method"] as const,
  registers: [apiRegistry],
});

/**
 * Counted where an order awaiting payment is marked failed (markOrderFailed): `declined` when
 * the gateway said so (callback, webhook), `abandoned` when the shopper never paid and the hold
 * on the stock ran out. Counted inside that transaction: one rolled back after it (rare) would be
 * counted all the same.
 */
export const paymentsFailed = new Counter({
  name: "woodnest_payments_failed_total",
  help: "Payments that failed: declined by the gateway, or abandoned until the stock hold ran out",
  labelNames: ["reason"] as const,
  registers: [apiRegistry],
});
