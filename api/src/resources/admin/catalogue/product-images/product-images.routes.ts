import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { productImageChangeSchema } from "@api/validation/admin-media";
import { uploadLimit } from "@api/resources/admin/media/upload-limit";
import * as handlers from "./product-images.handlers";
import { productIdParam as idParam } from "./product-images.schemas";

/** A product's pictures, and each colour's: mounted at /admin/products/:id/images. */
const router = new Hono<AppEnv>();

router.get(
  "/",
  requireStaff("catalogue.manage"),
  zValidator("param", idParam, refuseInvalid),
  handlers.getProductImages,
);
router.post(
  "/",
  requireStaff("catalogue.manage"),
  zValidator("param", idParam, refuseInvalid),
  uploadLimit,
  handlers.addProductImage,
);
router.patch(
  "/",
  requireStaff("catalogue.manage"),
  zValidator("param", idParam, refuseInvalid),
  jsonBody,
  zValidator("json", productImageChangeSchema, refuseInvalid),
  handlers.changeProductImage,
);

export default router;
