/**
 * The API's own HTML pages (the sandbox gateway's and the sandbox courier's): a whole document with
 * one <style> element, no JavaScript, every value escaped by the caller with escapeHtml.
 */
import { createHash } from "node:crypto";

export function escapeHtml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The hash a page's CSP allows its one <style> element by, and nothing inline besides. */
export const styleHash = (style: string) => `sha256-${createHash("sha256").update(style).digest("base64")}`;

export function standalonePage(style: string, title: string, content: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}
