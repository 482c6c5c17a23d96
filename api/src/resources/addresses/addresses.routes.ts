import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { addressSchema } from "@api/validation/schemas";
import { requireCustomer } from "@api/middleware/auth";
import * as handlers from "./addresses.handlers";

const router = new Hono<AppEnv>();

router.use("*", requireCustomer);
router.get("/", zValidator("query", handlers.listQuery, refuseInvalid), handlers.listAddresses);
router.post("/", jsonBody, zValidator("json", addressSchema, refuseInvalid), handlers.createAddress);
router.get("/:addressId", handlers.getAddress);
router.put("/:addressId", jsonBody, zValidator("json", addressSchema, refuseInvalid), handlers.updateAddress);
router.delete("/:addressId", handlers.deleteAddress);

export default router;
