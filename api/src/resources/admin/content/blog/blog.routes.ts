import { createRoute, z } from "@hono/zod-openapi";
import { zValidator } from "@hono/zod-validator";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { adminBlogCategoryRowSchema, adminBlogCategorySchema } from "@api/contract/schemas/admin-blog";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  blogCategorySchema,
  blogPostCreateSchema,
  blogPostListQuerySchema,
  blogPostUpdateSchema,
} from "@api/validation/admin-blog";
import { uploadLimit } from "@api/resources/admin/media/upload-limit";
import * as categories from "./blog-categories.handlers";
import * as posts from "./blog-posts.handlers";
import { blogIdParam } from "./blog.schemas";

/** The blog's categories and posts (issue 16): mounted at /admin/blog. */
const router = createRouter();
const staff = requireStaff("content.manage");
const param = zValidator("param", blogIdParam, refuseInvalid);

const declared = { tags: ["Back office: blog"], security: [{ [SECURITY.staff]: [] }] };
const categoryBody = { body: { required: true, content: { "application/json": { schema: blogCategorySchema } } } };
const category = jsonContent(envelopeOf(adminBlogCategorySchema), "The category as saved");

const listCategoriesRoute = createRoute({
  ...declared,
  method: "get",
  path: "/categories",
  summary: "Every blog category, by name, with how many posts it holds",
  middleware: staff,
  responses: {
    200: jsonContent(envelopeOf(z.array(adminBlogCategoryRowSchema)), "Every category"),
    ...refusals(401, 403),
  },
});

const createCategoryRoute = createRoute({
  ...declared,
  method: "post",
  path: "/categories",
  summary: "Add a blog category (its slug from its name unless given)",
  middleware: [staff, jsonBody] as const,
  request: categoryBody,
  responses: { 200: category, ...refusals(400, 401, 403, 409, 413) },
});

const updateCategoryRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/categories/{id}",
  summary: "Rename a blog category or change its slug",
  middleware: [staff, jsonBody] as const,
  request: { params: blogIdParam, ...categoryBody },
  responses: { 200: category, ...refusals(400, 401, 403, 404, 409, 413) },
});

const deleteCategoryRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/categories/{id}",
  summary: "Remove a blog category that holds no posts",
  middleware: staff,
  request: { params: blogIdParam },
  responses: {
    200: jsonContent(envelopeOf(adminBlogCategorySchema.pick({ _id: true })), "The category removed"),
    ...refusals(400, 401, 403, 404, 409),
  },
});

router.openapi(listCategoriesRoute, categories.listBlogCategories);
router.openapi(createCategoryRoute, categories.createBlogCategory);
router.openapi(updateCategoryRoute, categories.updateBlogCategory);
router.openapi(deleteCategoryRoute, categories.deleteBlogCategory);

router.get("/posts", staff, zValidator("query", blogPostListQuerySchema, refuseInvalid), posts.listBlogPosts);
router.post("/posts", staff, jsonBody, zValidator("json", blogPostCreateSchema, refuseInvalid), posts.createBlogPost);
router.get("/posts/:id", staff, param, posts.getBlogPost);
router.patch(
  "/posts/:id",
  staff,
  param,
  jsonBody,
  zValidator("json", blogPostUpdateSchema, refuseInvalid),
  posts.updateBlogPost,
);
router.delete("/posts/:id", staff, param, posts.deleteBlogPost);
router.post("/posts/:id/image", staff, param, uploadLimit, posts.replaceBlogPostImage);

export default router;
