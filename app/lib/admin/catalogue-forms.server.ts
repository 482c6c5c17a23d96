/**
 * The field rules of the back office's category, colour and size forms (api/src/validation),
 * reaching the admin actions through this server-only module so zod stays out of the browser.
 */
export { categorySchema, categoryUpdateSchema, moveSchema, subCategorySchema } from "@api/validation/admin-categories";
export { colorSchema, sizeSchema } from "@api/validation/admin-attributes";
