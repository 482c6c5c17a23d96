/**
 * A shopper's or staff member's words as an ILIKE "contains" pattern: `%`, `_` and `\` are
 * escaped (backslash is PostgreSQL's default LIKE escape) so they match themselves.
 */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
