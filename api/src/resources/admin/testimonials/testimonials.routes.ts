import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { jsonBody, refuseInvalid } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import { moveSchema } from "../../../validation/admin-categories";
import { testimonialSchema } from "../../../validation/admin-testimonials";
import { uploadLimit } from "../media/upload-limit";
import * as handlers from "./testimonials.handlers";
import { testimonialIdParam } from "./testimonials.schemas";

/** The home page's testimonials (issue 16): mounted at /admin/testimonials. */
const router = new Hono<AppEnv>();
const staff = requireStaff("content.manage");
const param = zValidator("param", testimonialIdParam, refuseInvalid);

router.get("/", staff, handlers.listTestimonials);
router.post("/", staff, jsonBody, zValidator("json", testimonialSchema, refuseInvalid), handlers.createTestimonial);
router.patch("/:id", staff, param, jsonBody, zValidator("json", testimonialSchema, refuseInvalid), handlers.updateTestimonial);
router.delete("/:id", staff, param, handlers.deleteTestimonial);
router.post("/:id/move", staff, param, jsonBody, zValidator("json", moveSchema, refuseInvalid), handlers.moveTestimonial);
router.post("/:id/image", staff, param, uploadLimit, handlers.replaceTestimonialImage);

export default router;
