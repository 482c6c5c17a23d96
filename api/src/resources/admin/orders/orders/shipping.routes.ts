import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { sandboxPageHeaders } from "@api/middleware/secure-headers";
import { requireStaff } from "@api/middleware/staff-auth";
import { shipOrderSchema } from "@api/validation/admin-shipping";
import { STYLE_HASH } from "@api/resources/sandbox-courier/pages";
import * as shipping from "./shipping.handlers";

/** Shipping an order through the courier; mounted by orders.routes.ts. */
const router = new Hono<AppEnv>();
const staff = requireStaff("orders.manage");

router.get("/:orderId/shipment", staff, shipping.getShipment);
router.post("/:orderId/ship", staff, jsonBody, zValidator("json", shipOrderSchema, refuseInvalid), shipping.shipOrder);
// The sandbox's label is a page with its own stylesheet: the page headers allow exactly that.
router.get("/:orderId/label", staff, sandboxPageHeaders(STYLE_HASH), shipping.getLabel);

export default router;
