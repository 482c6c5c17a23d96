/**
 * The field rules of the back office's content forms (api/src/validation/admin-blog.ts, admin-faqs.ts, admin-projects.ts…), reaching the
 * admin actions through this server-only module so zod stays out of the browser.
 */
export { blogCategorySchema, blogPostCreateSchema, blogPostUpdateSchema } from "@api/validation/admin-blog";
export { faqSchema } from "@api/validation/admin-faqs";
export { testimonialSchema } from "@api/validation/admin-testimonials";
export { projectCategorySchema, projectNameSchema } from "@api/validation/admin-projects";
