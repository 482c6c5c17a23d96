import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { undeclaredNames } from "@api/contract/undeclared-names";
import { adminPageSchema } from "@api/contract/schemas/admin-pages";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { PAGES, PAGE_KEYS, pageUpdateSchema } from "@api/validation/pages";
import * as handlers from "./pages.handlers";

/** The shop's pages (About Us, Contact Us, the policies): mounted at /admin/pages. */
const content = requireStaff("content.manage");
const declared = { tags: ["Back office: Pages"], security: [{ [SECURITY.staff]: [] }] };
const pageKeyParam = z.object({ key: z.string().openapi({ description: "The page's key, e.g. aboutUs" }) });

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{key}",
  summary: "A page's fields as its form shows them, with the version a save must name",
  middleware: content,
  request: { params: pageKeyParam },
  responses: { 200: jsonContent(envelopeOf(adminPageSchema), "The page"), ...refusals(401, 403, 404) },
});

const router = createRouter();
router.openapi(getRoute, handlers.getPage);

// Each page has its own fields, so each page's save is its own route with its own body (and its own 400s).
for (const key of PAGE_KEYS) {
  const saveRoute = createRoute({
    ...declared,
    method: "put",
    path: `/${key}`,
    summary: `Save ${PAGES[key].label}: rich text cleaned, a save from an older version refused`,
    middleware: [content, jsonBody] as const,
    request: jsonRequest(pageUpdateSchema(key)),
    responses: {
      200: jsonContent(envelopeOf(adminPageSchema), "The page as saved"),
      ...refusals(400, 401, 403, 409, 413),
    },
  });
  router.openapi(saveRoute, handlers.putPage(key));
}

// Any other key names no page: 404, after the same checks a page's own route makes first.
router.all("/:key", undeclaredNames("PUT", content, jsonBody, handlers.unknownPage));

export default router;
