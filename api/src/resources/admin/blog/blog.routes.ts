import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { jsonBody, refuseInvalid } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import { blogCategorySchema, blogPostCreateSchema, blogPostListQuerySchema, blogPostUpdateSchema } from "../../../validation/admin-blog";
import { uploadLimit } from "../media/upload-limit";
import * as categories from "./blog-categories.handlers";
import * as posts from "./blog-posts.handlers";
import { blogIdParam } from "./blog.schemas";

/** The blog's categories and posts (issue 16): mounted at /admin/blog. */
const router = new Hono<AppEnv>();
const staff = requireStaff("content.manage");
const param = zValidator("param", blogIdParam, refuseInvalid);

router.get("/categories", staff, categories.listBlogCategories);
router.post("/categories", staff, jsonBody, zValidator("json", blogCategorySchema, refuseInvalid), categories.createBlogCategory);
router.patch("/categories/:id", staff, param, jsonBody, zValidator("json", blogCategorySchema, refuseInvalid), categories.updateBlogCategory);
router.delete("/categories/:id", staff, param, categories.deleteBlogCategory);

router.get("/posts", staff, zValidator("query", blogPostListQuerySchema, refuseInvalid), posts.listBlogPosts);
router.post("/posts", staff, jsonBody, zValidator("json", blogPostCreateSchema, refuseInvalid), posts.createBlogPost);
router.get("/posts/:id", staff, param, posts.getBlogPost);
router.patch("/posts/:id", staff, param, jsonBody, zValidator("json", blogPostUpdateSchema, refuseInvalid), posts.updateBlogPost);
router.delete("/posts/:id", staff, param, posts.deleteBlogPost);
router.post("/posts/:id/image", staff, param, uploadLimit, posts.replaceBlogPostImage);

export default router;
