// @ts-check

/** The shop's name as the storefront writes it (app/lib/brand.ts). */
const SHOP_NAME = "Woodnest";

export const REFUSAL_MESSAGE = "This form was sent from another site, so we did not act on it.";

const escapeHtml = (/** @type {string} */ value) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The answer to a refused cross-site post: short, no scripts or styles of its own, and a way
 * back. `back` is a path on this shop.
 *
 * @param {string} back
 */
export function refusalPage(back) {
  const label = back === "/" ? "Go to the home page" : "Go back to the page you were on";
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Form not accepted | ${SHOP_NAME}</title>
</head>
<body>
<main>
<p>${SHOP_NAME}</p>
<h1>Form not accepted</h1>
<p>${REFUSAL_MESSAGE} Nothing was changed.</p>
<p><a href="${escapeHtml(back)}">${label}</a></p>
</main>
</body>
</html>`;
}
