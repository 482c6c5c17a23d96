import { Hono } from "hono";
import type { AppEnv } from "../context";
import cartQuote from "./cart-quote/cart-quote.routes";
import coupons from "./coupons/coupons.routes";
import customerOrders from "./customer-orders/customer-orders.routes";
import orderTracking from "./order-tracking/order-tracking.routes";
import payments from "./payments/payments.routes";
import sandboxGateway from "./sandbox-gateway/sandbox-gateway.routes";

const router = new Hono<AppEnv>();
router.route("/", cartQuote);
router.route("/", coupons);
router.route("/", customerOrders);
router.route("/", orderTracking);
router.route("/", payments);
router.route("/", sandboxGateway);

export default router;
