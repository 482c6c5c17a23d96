import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  adminBlogCategoryRowSchema,
  adminBlogCategorySchema,
  adminBlogPostRowSchema,
  adminBlogPostSchema,
} from "@api/contract/schemas/admin-blog";
import { imageSchema, imageUploadRequest } from "@api/contract/schemas/image";
import { jsonBody } from "@api/lib/validation";
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

const postBody = <T extends z.ZodTypeAny>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});
const post = (description: string) => jsonContent(envelopeOf(adminBlogPostSchema), description);

const listPostsRoute = createRoute({
  ...declared,
  method: "get",
  path: "/posts",
  summary: "A page of blog posts, drafts without a date first, then the newest",
  middleware: staff,
  request: { query: blogPostListQuerySchema },
  responses: {
    200: jsonContent(listEnvelopeOf(adminBlogPostRowSchema), "A page of posts"),
    ...refusals(400, 401, 403),
  },
});

const createPostRoute = createRoute({
  ...declared,
  method: "post",
  path: "/posts",
  summary: "Add a post, always a draft (it has no default image yet)",
  middleware: [staff, jsonBody] as const,
  request: postBody(blogPostCreateSchema),
  responses: { 200: post("The draft saved"), ...refusals(400, 401, 403, 409, 413) },
});

const getPostRoute = createRoute({
  ...declared,
  method: "get",
  path: "/posts/{id}",
  summary: "One post, as its edit form shows it",
  middleware: staff,
  request: { params: blogIdParam },
  responses: { 200: post("The post"), ...refusals(400, 401, 403, 404) },
});

const updatePostRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/posts/{id}",
  summary: "Edit every field of a post; refused when it was saved since the form was opened",
  middleware: [staff, jsonBody] as const,
  request: { params: blogIdParam, ...postBody(blogPostUpdateSchema) },
  responses: { 200: post("The post as saved"), ...refusals(400, 401, 403, 404, 409, 413) },
});

const deletePostRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/posts/{id}",
  summary: "Remove a post",
  middleware: staff,
  request: { params: blogIdParam },
  responses: {
    200: jsonContent(envelopeOf(adminBlogPostSchema.pick({ _id: true })), "The post removed"),
    ...refusals(400, 401, 403, 404),
  },
});

const postImageRoute = createRoute({
  ...declared,
  method: "post",
  path: "/posts/{id}/image",
  summary: "Replace a post's default image with an upload (a new version of the post)",
  middleware: [staff, uploadLimit] as const,
  request: { params: blogIdParam, ...imageUploadRequest },
  responses: {
    200: jsonContent(envelopeOf(z.object({ defaultImage: imageSchema })), "The new default image"),
    ...refusals(400, 401, 403, 404, 413),
  },
});

router.openapi(listPostsRoute, posts.listBlogPosts);
router.openapi(createPostRoute, posts.createBlogPost);
router.openapi(getPostRoute, posts.getBlogPost);
router.openapi(updatePostRoute, posts.updateBlogPost);
router.openapi(deletePostRoute, posts.deleteBlogPost);
router.openapi(postImageRoute, posts.replaceBlogPostImage);

export default router;
