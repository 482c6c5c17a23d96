import { Hono } from "hono";
import type { AppEnv } from "../../context";
import audit from "./audit/audit.routes";
import blog from "./blog/blog.routes";
import catalogueCsv from "./catalogue-csv/catalogue-csv.routes";
import categories from "./categories/categories.routes";
import categoryImage from "./category-image/category-image.routes";
import colors from "./colors/colors.routes";
import coupons from "./coupons/coupons.routes";
import customers from "./customers/customers.routes";
import faqs from "./faqs/faqs.routes";
import invitations from "./invitations/invitations.routes";
import me from "./me/me.routes";
import media from "./media/media.routes";
import orders from "./orders/orders.routes";
import orderSettings from "./order-settings/order-settings.routes";
import pincodes from "./pincodes/pincodes.routes";
import productImages from "./product-images/product-images.routes";
import products from "./products/products.routes";
import returns from "./returns/returns.routes";
import session from "./session/session.routes";
import sizes from "./sizes/sizes.routes";
import staff from "./staff/staff.routes";
import stock from "./stock/stock.routes";
import testimonials from "./testimonials/testimonials.routes";

/** The back office's API (issue 14): every route checks its permission with requireStaff. */
const router = new Hono<AppEnv>();

// About one member of staff, always: no cache between here and the storefront may keep an answer.
router.use("*", async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
});
router.route("/session", session);
router.route("/me", me);
router.route("/staff", staff);
router.route("/invitations", invitations);
router.route("/audit", audit);
router.route("/customers", customers);
router.route("/media", media);
router.route("/products/:id/images", productImages);
router.route("/categories/:id/image", categoryImage);
router.route("/coupons", coupons);
router.route("/orders", orders);
router.route("/returns", returns);
router.route("/settings/orders", orderSettings);
router.route("/categories", categories);
router.route("/colors", colors);
router.route("/sizes", sizes);
router.route("/stock", stock);
router.route("/pincodes", pincodes);
router.route("/products", products);
router.route("/catalogue", catalogueCsv);
router.route("/blog", blog);
router.route("/faqs", faqs);
router.route("/testimonials", testimonials);

export default router;
