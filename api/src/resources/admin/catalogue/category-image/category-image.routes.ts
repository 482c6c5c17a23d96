import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { uploadLimit } from "@api/resources/admin/media/upload-limit";
import * as handlers from "./category-image.handlers";
import { categoryIdParam } from "./category-image.schemas";

/** A category's one picture (its tile and banner): mounted at /admin/categories/:id/image. */
const router = new Hono<AppEnv>();

router.get(
  "/",
  requireStaff("catalogue.manage"),
  zValidator("param", categoryIdParam, refuseInvalid),
  handlers.getCategoryImage,
);
router.post(
  "/",
  requireStaff("catalogue.manage"),
  zValidator("param", categoryIdParam, refuseInvalid),
  uploadLimit,
  handlers.replaceCategoryImage,
);

export default router;
