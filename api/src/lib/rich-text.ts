import sanitizeHtml from "sanitize-html";

/**
 * Rich text (product descriptions and warranty terms, blog bodies, the about and policy pages) is
 * cleaned here once, when it is written (the seed now, the back office's forms next), and stored
 * clean: the storefront renders it as the API sends it, instead of sanitizing it on every page
 * view. Only formatting tags survive, links keep http(s), mailto and tel, and every script, event
 * handler and style is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "blockquote",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "figure",
    "figcaption",
    "img",
    "abbr",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    abbr: ["title"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The page owns its one h1; an authored h1 becomes an h2.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      const { rel: _rel, target: _target, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, rel: "noopener noreferrer", target: "_blank" } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

export function cleanHtml(html: string) {
  return sanitizeHtml(html, OPTIONS);
}
