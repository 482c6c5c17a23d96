import { Hono } from "hono";
import type { AppEnv } from "../context";
import cartQuote from "./cart-quote/cart-quote.routes";
import codConfirmations from "./cod-confirmation/cod-confirmation.routes";
import coupons from "./coupons/coupons.routes";
import customerOrders from "./customer-orders/customer-orders.routes";
import orderRules from "./order-rules/order-rules.routes";
import payments from "./payments/payments.routes";
import sandboxGateway from "./sandbox-gateway/sandbox-gateway.routes";

const router = new Hono<AppEnv>();
router.route("/", cartQuote);
router.route("/", codConfirmations);
router.route("/", coupons);
router.route("/", customerOrders);
router.route("/", orderRules);
router.route("/", payments);
router.route("/", sandboxGateway);

export default router;
