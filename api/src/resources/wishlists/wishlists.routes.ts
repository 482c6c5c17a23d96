import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { jsonBody, refuseInvalid } from "../../lib/validation";
import { wishlistSchema } from "../../validation/schemas";
import { requireCustomer } from "../../middleware/auth";
import * as handlers from "./wishlists.handlers";

const router = new Hono<AppEnv>();

router.use("*", requireCustomer);
router.get("/myWishlists", zValidator("query", handlers.listQuery, refuseInvalid), handlers.myWishlists);
router.post("/", jsonBody, zValidator("json", wishlistSchema, refuseInvalid), handlers.addToWishlist);
router.delete("/:id", handlers.removeFromWishlist);

export default router;
