/**
 * The field rules of the back office's blog forms (api/src/validation/admin-blog.ts), reaching the
 * admin actions through this server-only module so zod stays out of the browser.
 */
export { blogCategorySchema, blogPostCreateSchema, blogPostUpdateSchema } from "@api/validation/admin-blog";
