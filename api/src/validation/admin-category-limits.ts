/** Lengths of the category form's fields: plain numbers, so the admin screens' hints need no zod in the browser. */
export const CATEGORY_NAME_MAX = 100;
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 300;
