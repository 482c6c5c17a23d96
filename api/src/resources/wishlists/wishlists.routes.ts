import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { wishlistSchema } from "@api/validation/schemas";
import { requireCustomer } from "@api/middleware/auth";
import * as handlers from "./wishlists.handlers";

const router = new Hono<AppEnv>();

router.use("*", requireCustomer);
router.get("/myWishlists", zValidator("query", handlers.listQuery, refuseInvalid), handlers.myWishlists);
router.post("/", jsonBody, zValidator("json", wishlistSchema, refuseInvalid), handlers.addToWishlist);
router.delete("/:id", handlers.removeFromWishlist);

export default router;
