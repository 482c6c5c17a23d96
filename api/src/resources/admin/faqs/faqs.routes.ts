import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { jsonBody, refuseInvalid } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import { moveSchema } from "../../../validation/admin-categories";
import { faqSchema } from "../../../validation/admin-faqs";
import * as handlers from "./faqs.handlers";
import { faqIdParam } from "./faqs.schemas";

/** The shop's FAQs (issue 16): mounted at /admin/faqs. */
const router = new Hono<AppEnv>();
const staff = requireStaff("content.manage");
const param = zValidator("param", faqIdParam, refuseInvalid);

router.get("/", staff, handlers.listFaqs);
router.post("/", staff, jsonBody, zValidator("json", faqSchema, refuseInvalid), handlers.createFaq);
router.patch("/:id", staff, param, jsonBody, zValidator("json", faqSchema, refuseInvalid), handlers.updateFaq);
router.delete("/:id", staff, param, handlers.deleteFaq);
router.post("/:id/move", staff, param, jsonBody, zValidator("json", moveSchema, refuseInvalid), handlers.moveFaq);

export default router;
