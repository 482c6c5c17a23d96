/** Plain text out of user- or editor-supplied markup, for storage and excerpts. */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * Drops every tag (an unterminated one at the end too); the text between tags stays. A '<'
 * not followed by a letter, '/', '!' or '?' is not a tag, so 'under < 5000' survives.
 */
export const stripTags = (html: string) => html.replace(/<[a-z/!?][^>]*(>|$)/gi, "");

export function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The opening words of an HTML body as plain text, cut at a word boundary. */
export function excerptOf(html: string, maxChars = 180) {
  const text = decodeEntities(stripTags(html.replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, " ")))
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxChars)).replace(/[\s,.;:!?-]+$/, "")}…`;
}
