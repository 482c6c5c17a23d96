import { createRouter } from "@api/contract/router";
import outbox from "./dev-outbox/dev-outbox.routes";
import payments from "./dev-payments/dev-payments.routes";

const router = createRouter();

router.route("/dev/outbox", outbox);
router.route("/dev/payments", payments);

export default router;
