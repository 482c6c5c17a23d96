import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { couponCreateSchema, couponListQuerySchema, couponUpdateSchema } from "@api/validation/admin-coupons";
import * as handlers from "./coupons.handlers";
import { couponCodeParam as codeParam } from "./coupons.schemas";

const router = new Hono<AppEnv>();
const staff = requireStaff("catalogue.manage");
const param = zValidator("param", codeParam, refuseInvalid);

router.get("/", staff, zValidator("query", couponListQuerySchema, refuseInvalid), handlers.listCoupons);
router.post("/", staff, jsonBody, zValidator("json", couponCreateSchema, refuseInvalid), handlers.createCoupon);
router.get("/:code", staff, param, handlers.getCoupon);
router.patch(
  "/:code",
  staff,
  param,
  jsonBody,
  zValidator("json", couponUpdateSchema, refuseInvalid),
  handlers.updateCoupon,
);
router.post("/:code/activate", staff, param, handlers.activateCoupon);
router.post("/:code/deactivate", staff, param, handlers.deactivateCoupon);
router.delete("/:code", staff, param, handlers.deleteCoupon);

export default router;
