import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  draftCompleteSchema,
  draftPaymentLinkSchema,
  draftSaveSchema,
  draftStartSchema,
} from "@api/validation/draft-orders";
import * as handlers from "./draft-orders.handlers";
import { customerLookupQuery, draftIdParam, draftListQuery, productSearchQuery } from "./draft-orders.schemas";

/** Orders taken by phone, on WhatsApp or in the showroom (issue 17): orders.manage. */
const router = new Hono<AppEnv>();
const staffOnly = requireStaff("orders.manage");
const param = zValidator("param", draftIdParam, refuseInvalid);
const version = [jsonBody, zValidator("json", draftCompleteSchema, refuseInvalid)] as const;

router.get("/", staffOnly, zValidator("query", draftListQuery, refuseInvalid), handlers.listDrafts);
router.get(
  "/customer",
  staffOnly,
  zValidator("query", customerLookupQuery, refuseInvalid),
  handlers.findCustomerByMobile,
);
router.get("/products", staffOnly, zValidator("query", productSearchQuery, refuseInvalid), handlers.searchProducts);
router.post("/", staffOnly, jsonBody, zValidator("json", draftStartSchema, refuseInvalid), handlers.createDraft);
router.get("/:id", staffOnly, param, handlers.getDraft);
router.put(
  "/:id",
  staffOnly,
  param,
  jsonBody,
  zValidator("json", draftSaveSchema, refuseInvalid),
  handlers.updateDraft,
);
router.delete("/:id", staffOnly, param, ...version, handlers.removeDraft);
router.post("/:id/place", staffOnly, param, ...version, handlers.placeCod);
router.post(
  "/:id/payment-link",
  staffOnly,
  param,
  jsonBody,
  zValidator("json", draftPaymentLinkSchema, refuseInvalid),
  handlers.sendLink,
);

export default router;
