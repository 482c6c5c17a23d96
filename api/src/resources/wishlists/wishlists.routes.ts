import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import * as handlers from "./wishlists.handlers";

const router = new Hono<AppEnv>();

router.use("*", requireCustomer);
router.get("/myWishlists", handlers.myWishlists);
router.post("/", handlers.addToWishlist);
router.delete("/:id", handlers.removeFromWishlist);

export default router;
