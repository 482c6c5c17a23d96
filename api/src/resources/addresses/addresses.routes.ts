import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import * as handlers from "./addresses.handlers";

const router = new Hono<AppEnv>();

router.use("*", requireCustomer);
router.get("/", handlers.listAddresses);
router.post("/", handlers.createAddress);
router.get("/:addressId", handlers.getAddress);
router.put("/:addressId", handlers.updateAddress);
router.delete("/:addressId", handlers.deleteAddress);

export default router;
