import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  pincodeCreateSchema,
  pincodeEditSchema,
  pincodeImportSchema,
  pincodeListQuerySchema,
  pincodeRangeSchema,
  pincodeStatusSchema,
} from "@api/validation/admin-pincodes";
import * as handlers from "./pincodes.handlers";
import { pincodeParam } from "./pincodes.schemas";

/** The delivery areas (issue 14): catalogue work. */
const router = new Hono<AppEnv>();
const allowed = requireStaff("catalogue.manage");

router.get("/", allowed, zValidator("query", pincodeListQuerySchema, refuseInvalid), handlers.listPincodes);
router.post("/", allowed, jsonBody, zValidator("json", pincodeCreateSchema, refuseInvalid), handlers.createPincode);
router.post("/range", allowed, jsonBody, zValidator("json", pincodeRangeSchema, refuseInvalid), handlers.addRange);
router.post("/status", allowed, jsonBody, zValidator("json", pincodeStatusSchema, refuseInvalid), handlers.setStatus);
router.post(
  "/import",
  allowed,
  jsonBody,
  zValidator("json", pincodeImportSchema, refuseInvalid),
  handlers.importPincodes,
);
router.get("/:pincode", allowed, zValidator("param", pincodeParam, refuseInvalid), handlers.getPincode);
router.patch(
  "/:pincode",
  allowed,
  zValidator("param", pincodeParam, refuseInvalid),
  jsonBody,
  zValidator("json", pincodeEditSchema, refuseInvalid),
  handlers.updatePincode,
);

export default router;
