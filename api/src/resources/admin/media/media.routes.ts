import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { imageSchema } from "@api/contract/schemas/image";
import { requireStaff } from "@api/middleware/staff-auth";
import { uploadImage } from "./media.handlers";
import { uploadLimit } from "./upload-limit";

/** The form is described, not validated here: the upload's own checks (storeUploadedImage) word its refusals. */
const imageForm = {
  type: "object" as const,
  properties: {
    image: { type: "string" as const, format: "binary" },
    alt: { type: "string" as const, description: "The picture described for people who cannot see it" },
  },
  required: ["image", "alt"],
};

const uploadRoute = createRoute({
  tags: ["Back office: Media"],
  security: [{ [SECURITY.staff]: [] }],
  method: "post",
  path: "/",
  summary: "Upload an image for any page of the shop",
  middleware: [requireStaff("media.upload"), uploadLimit] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: imageForm } } } },
  responses: {
    200: jsonContent(envelopeOf(imageSchema), "The stored image, with its renditions"),
    ...refusals(400, 401, 403, 413),
  },
});

const router = createRouter().openapi(uploadRoute, uploadImage);

export default router;
