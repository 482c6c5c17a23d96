import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  addColorSchema,
  addSizeSchema,
  productCreateSchema,
  productListQuerySchema,
  productUpdateSchema,
  productVersionSchema,
  variantsUpdateSchema,
} from "@api/validation/admin-products";
import * as handlers from "./products.handlers";
import { productColorParam, productIdParam as idParam, productSizeParam, productSlugParam } from "./products.schemas";

const router = new Hono<AppEnv>();
const staff = requireStaff("catalogue.manage");
const id = zValidator("param", idParam, refuseInvalid);

router.get("/", staff, zValidator("query", productListQuerySchema, refuseInvalid), handlers.listProducts);
router.get("/options", staff, handlers.productOptions);
router.get("/preview/:slug", staff, zValidator("param", productSlugParam, refuseInvalid), handlers.previewProduct);
router.post("/", staff, jsonBody, zValidator("json", productCreateSchema, refuseInvalid), handlers.createProduct);
router.get("/:id", staff, id, handlers.getProduct);
router.patch(
  "/:id",
  staff,
  id,
  jsonBody,
  zValidator("json", productUpdateSchema, refuseInvalid),
  handlers.updateProduct,
);
router.post("/:id/duplicate", staff, id, handlers.duplicateProduct);
router.post(
  "/:id/activate",
  staff,
  id,
  jsonBody,
  zValidator("json", productVersionSchema, refuseInvalid),
  handlers.activateProduct,
);
router.post(
  "/:id/deactivate",
  staff,
  id,
  jsonBody,
  zValidator("json", productVersionSchema, refuseInvalid),
  handlers.deactivateProduct,
);
router.put(
  "/:id/variants",
  staff,
  id,
  jsonBody,
  zValidator("json", variantsUpdateSchema, refuseInvalid),
  handlers.saveVariants,
);
router.post(
  "/:id/colors",
  staff,
  id,
  jsonBody,
  zValidator("json", addColorSchema, refuseInvalid),
  handlers.addProductColour,
);
router.post(
  "/:id/sizes",
  staff,
  id,
  jsonBody,
  zValidator("json", addSizeSchema, refuseInvalid),
  handlers.addProductSize,
);
router.delete(
  "/:id/colors/:colorId",
  staff,
  zValidator("param", productColorParam, refuseInvalid),
  jsonBody,
  zValidator("json", productVersionSchema, refuseInvalid),
  handlers.removeProductColour,
);
router.delete(
  "/:id/sizes/:sizeId",
  staff,
  zValidator("param", productSizeParam, refuseInvalid),
  jsonBody,
  zValidator("json", productVersionSchema, refuseInvalid),
  handlers.removeProductSize,
);

export default router;
