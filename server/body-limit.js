// @ts-check

/** The shop's name as the storefront writes it (app/lib/brand.ts). */
const SHOP_NAME = "Woodnest";

/** The most a form may send: every form of the shop and the back office fits many times over. */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A file form's bound: app/lib/uploads.server.ts stops reading a file at 32 MB
 * (UPLOAD_PART_LIMIT_BYTES), and the API judges the real limit; 1 MB more for the other fields.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 33 * 1024 * 1024;

export const FORM_TOO_LARGE = "This form was too large to send, so nothing was changed.";
export const LENGTH_REQUIRED = "This form did not say how large it was, so nothing was changed.";

/** Where a form may carry a file: the back office's uploads and imports, a return's photos. */
const FILE_FORMS = /^\/(admin|my-account\/returns)(\/|$)/;

/**
 * The most this request's body may weigh: a multipart form on a page that takes files may carry
 * one, every other body is a form's fields.
 *
 * @param {{ path: string, contentType?: string }} request
 */
export function bodyLimitOf({ path, contentType }) {
  const multipart = (contentType ?? "").toLowerCase().startsWith("multipart/form-data");
  return multipart && FILE_FORMS.test(path) ? UPLOAD_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES;
}

/** @param {string} title @param {string} message */
const page = (title, message) => `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${SHOP_NAME}</title>
</head>
<body>
<main>
<p>${SHOP_NAME}</p>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>`;

/**
 * Refuses a request body over its bound before anything reads it: by its declared length, so a
 * huge post costs no memory. Browsers always declare the length of a form; a body sent without
 * one (chunked) could only be measured by reading it, so it is refused too (411).
 *
 * @returns {import("express").RequestHandler}
 */
export function limitRequestBodies() {
  return (req, res, next) => {
    const length = req.get("content-length");
    const chunked = req.get("transfer-encoding") !== undefined;
    if (length === undefined && !chunked) return next();
    // The unread rest of the body is not worth the connection: it closes after the answer.
    const refuse = (/** @type {number} */ status, /** @type {string} */ title, /** @type {string} */ message) =>
      res
        .status(status)
        .type("html")
        .set({ "Cache-Control": "no-store", Connection: "close" })
        .send(page(title, message));
    if (chunked) return refuse(411, "Form not accepted", LENGTH_REQUIRED);
    if (Number(length) > bodyLimitOf({ path: req.path, contentType: req.get("content-type") }))
      return refuse(413, "Form too large", FORM_TOO_LARGE);
    next();
  };
}
