import { createRouter } from "../contract/router";
import cartQuote from "./cart-quote/cart-quote.routes";
import codConfirmations from "./cod-confirmation/cod-confirmation.routes";
import coupons from "./coupons/coupons.routes";
import courier from "./courier/courier.routes";
import customerOrders from "./customer-orders/customer-orders.routes";
import giftCards from "./gift-cards/gift-cards.routes";
import orderTracking from "./order-tracking/order-tracking.routes";
import orderRules from "./order-rules/order-rules.routes";
import paymentLinks from "./payment-links/payment-links.routes";
import payments from "./payments/payments.routes";
import returns from "./returns/returns.routes";
import sandboxCourier from "./sandbox-courier/sandbox-courier.routes";
import sandboxGateway from "./sandbox-gateway/sandbox-gateway.routes";

/** Cart, checkout, payments and what follows an order; mounted routers keep their declarations. */
const router = createRouter();
router.route("/", cartQuote);
router.route("/", codConfirmations);
router.route("/", coupons);
router.route("/", returns);
router.route("/", customerOrders);
router.route("/", giftCards);
router.route("/", orderTracking);
router.route("/", orderRules);
router.route("/", payments);
router.route("/", paymentLinks);
router.route("/", sandboxGateway);
router.route("/", courier);
router.route("/", sandboxCourier);

export default router;
