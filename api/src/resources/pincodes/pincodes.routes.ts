import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { refuseInvalid } from "../../lib/validation";
import { checkDelivery, pincodeParams } from "./pincodes.handlers";

const router = new Hono<AppEnv>();

router.get(
  "/pincodes/checkDelivery/:pincode",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("param", pincodeParams, refuseInvalid),
  checkDelivery,
);

export default router;
