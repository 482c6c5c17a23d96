import { Hono } from "hono";
import type { AppEnv } from "../../context";
import audit from "./audit/audit.routes";
import catalogueCsv from "./catalogue-csv/catalogue-csv.routes";
import customers from "./customers/customers.routes";
import invitations from "./invitations/invitations.routes";
import me from "./me/me.routes";
import products from "./products/products.routes";
import session from "./session/session.routes";
import staff from "./staff/staff.routes";

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
router.route("/products", products);
router.route("/catalogue", catalogueCsv);

export default router;
