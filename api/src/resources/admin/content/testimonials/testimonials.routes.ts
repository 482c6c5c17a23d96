import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals, jsonRequest } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminTestimonialSchema, testimonialPhotoSchema } from "@api/contract/schemas/admin-testimonials";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { moveSchema } from "@api/validation/admin-categories";
import { testimonialSchema } from "@api/validation/admin-testimonials";
import { uploadLimit } from "@api/resources/admin/media/upload-limit";
import * as handlers from "./testimonials.handlers";
import { testimonialIdParam } from "./testimonials.schemas";

/** The home page's testimonials (issue 16): mounted at /admin/testimonials. */
const staff = requireStaff("content.manage");
const declared = { tags: ["Back office: testimonials"], security: [{ [SECURITY.staff]: [] }] };
const everyTestimonial = jsonContent(
  envelopeOf(z.array(adminTestimonialSchema)),
  "Every testimonial, in the shop's order",
);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Every testimonial, in the shop's order",
  middleware: staff,
  responses: { 200: everyTestimonial, ...refusals(401, 403) },
});

const createTestimonialRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Add a testimonial; it goes last, with a placeholder photo until one is uploaded",
  middleware: [staff, jsonBody] as const,
  request: jsonRequest(testimonialSchema),
  responses: {
    200: jsonContent(envelopeOf(adminTestimonialSchema), "The testimonial added"),
    ...refusals(400, 401, 403, 413),
  },
});

const updateRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{id}",
  summary: "Change a testimonial's words",
  middleware: [staff, jsonBody] as const,
  request: { params: testimonialIdParam, ...jsonRequest(testimonialSchema) },
  responses: {
    200: jsonContent(envelopeOf(adminTestimonialSchema), "The testimonial as saved"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

const deleteRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{id}",
  summary: "Remove a testimonial",
  middleware: staff,
  request: { params: testimonialIdParam },
  responses: { 200: everyTestimonial, ...refusals(400, 401, 403, 404) },
});

const moveRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/move",
  summary: "Move a testimonial up or down one place",
  middleware: [staff, jsonBody] as const,
  request: { params: testimonialIdParam, ...jsonRequest(moveSchema) },
  responses: { 200: everyTestimonial, ...refusals(400, 401, 403, 404, 413) },
});

/** The form is described, not validated here: the upload's own checks (storeUploadedImage) word its refusals. */
const photoForm = {
  type: "object" as const,
  properties: {
    image: { type: "string" as const, format: "binary" },
    alt: { type: "string" as const, description: "The photo described for people who cannot see it" },
  },
  required: ["image"],
};

const photoRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/image",
  summary: "Replace a testimonial's photo with an upload",
  middleware: [staff, uploadLimit] as const,
  request: {
    params: testimonialIdParam,
    body: { required: true, content: { "multipart/form-data": { schema: photoForm } } },
  },
  responses: {
    200: jsonContent(envelopeOf(testimonialPhotoSchema), "The new photo"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

const router = createRouter()
  .openapi(listRoute, handlers.listTestimonials)
  .openapi(createTestimonialRoute, handlers.createTestimonial)
  .openapi(updateRoute, handlers.updateTestimonial)
  .openapi(deleteRoute, handlers.deleteTestimonial)
  .openapi(moveRoute, handlers.moveTestimonial)
  .openapi(photoRoute, handlers.replaceTestimonialImage);

export default router;
