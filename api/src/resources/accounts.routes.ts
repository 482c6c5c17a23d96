import { createRouter } from "../contract/router";
import addresses from "./addresses/addresses.routes";
import customers from "./customers/customers.routes";
import myEnquiries from "./my-enquiries/my-enquiries.routes";
import storeCredit from "./store-credit/store-credit.routes";
import wishlists from "./wishlists/wishlists.routes";

const router = createRouter();

router.route("/customers/address", addresses);
router.route("/customers/enquiries", myEnquiries);
router.route("/customers/store-credit", storeCredit);
router.route("/customers", customers);
router.route("/wishlists", wishlists);

export default router;
