import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { undeclaredNames } from "@api/contract/undeclared-names";
import { homeSettingsSchema, shopSettingsSchema } from "@api/contract/schemas/admin-site-settings";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { HOME_LISTS, HOME_LIST_LABELS } from "@api/validation/home-lists";
import {
  homeItemMoveSchema,
  homeItemRemoveSchema,
  homeItemRequirements,
  homeItemSaveSchema,
  popupSaveSchema,
  shopSettingsSaveSchema,
} from "@api/validation/site-settings";
import * as handlers from "./site-settings.handlers";

/**
 * The home page's content is the content role's work (content.manage); the shop-wide contacts,
 * opening times and free-shipping threshold are the owner's (settings.manage). Both live in the
 * one `settings` document, under one version. Mounted at /admin/site-settings.
 */
const content = requireStaff("content.manage");
const owner = requireStaff("settings.manage");
const security = [{ [SECURITY.staff]: [] }];
const home = { tags: ["Back office: Home page"], security };
const shop = { tags: ["Back office: Shop settings"], security };
const homeAnswer = (description: string) => jsonContent(envelopeOf(homeSettingsSchema), description);
const shopAnswer = (description: string) => jsonContent(envelopeOf(shopSettingsSchema), description);
const index = z.string().openapi({ description: "The item's place in its list, counted from 0" });

const router = createRouter();

router.openapi(
  createRoute({
    ...home,
    method: "get",
    path: "/home",
    summary: "The home page's slides, banners and popup",
    middleware: content,
    responses: { 200: homeAnswer("The home page's content"), ...refusals(401, 403) },
  }),
  handlers.getHome,
);

// Each list is its own set of routes: a slide needs its title, a banner does not, so each list's body
// (and its 400s) is declared for what it is.
for (const name of HOME_LISTS) {
  const item = HOME_LIST_LABELS[name].one;
  const itemBody = jsonRequest(homeItemSaveSchema.superRefine(homeItemRequirements(name)));
  router.openapi(
    createRoute({
      ...home,
      method: "post",
      path: `/home/${name}`,
      summary: `Add a ${item} at the end (with its picture, uploaded first)`,
      middleware: [content, jsonBody] as const,
      request: itemBody,
      responses: { 200: homeAnswer(`The home page with the ${item} added`), ...refusals(400, 401, 403, 409, 413) },
    }),
    handlers.addHomeItem(name),
  );
  router.openapi(
    createRoute({
      ...home,
      method: "put",
      path: `/home/${name}/{index}`,
      summary: `Change a ${item}; without a new picture the current one stays`,
      middleware: [content, jsonBody] as const,
      request: { params: z.object({ index }), ...itemBody },
      responses: {
        200: homeAnswer(`The home page with the ${item} saved`),
        ...refusals(400, 401, 403, 404, 409, 413),
      },
    }),
    handlers.updateHomeItem(name),
  );
  router.openapi(
    createRoute({
      ...home,
      method: "post",
      path: `/home/${name}/{index}/move`,
      summary: `Move a ${item} up or down one place`,
      middleware: [content, jsonBody] as const,
      request: { params: z.object({ index }), ...jsonRequest(homeItemMoveSchema) },
      responses: { 200: homeAnswer("The home page in its new order"), ...refusals(400, 401, 403, 404, 409, 413) },
    }),
    handlers.moveHomeItem(name),
  );
  router.openapi(
    createRoute({
      ...home,
      method: "delete",
      path: `/home/${name}/{index}`,
      summary: `Remove a ${item}`,
      middleware: content,
      request: { params: z.object({ index }), query: homeItemRemoveSchema },
      responses: { 200: homeAnswer(`The home page without the ${item}`), ...refusals(400, 401, 403, 404, 409) },
    }),
    handlers.removeHomeItem(name),
  );
}

// Any other list name: 404, after the same checks its list's route would make first.
router.all("/home/:list", undeclaredNames("POST", content, jsonBody, handlers.noSuchList));
router.all("/home/:list/:index", undeclaredNames("PUT", content, jsonBody, handlers.noSuchList));
router.all("/home/:list/:index", undeclaredNames("DELETE", content, handlers.noSuchList));
router.all("/home/:list/:index/move", undeclaredNames("POST", content, jsonBody, handlers.noSuchList));

router.openapi(
  createRoute({
    ...home,
    method: "put",
    path: "/popup",
    summary: "Save the popup: on or off, its words, delay and picture",
    middleware: [content, jsonBody] as const,
    request: jsonRequest(popupSaveSchema),
    responses: { 200: homeAnswer("The home page with the popup saved"), ...refusals(400, 401, 403, 409, 413) },
  }),
  handlers.putPopup,
);

router.openapi(
  createRoute({
    ...shop,
    method: "get",
    path: "/shop",
    summary: "The shop's support contacts, opening times and free-shipping threshold",
    middleware: owner,
    responses: { 200: shopAnswer("The shop's settings"), ...refusals(401, 403) },
  }),
  handlers.getShop,
);

router.openapi(
  createRoute({
    ...shop,
    method: "put",
    path: "/shop",
    summary: "Save the shop's support contacts, opening times and free-shipping threshold",
    middleware: [owner, jsonBody] as const,
    request: jsonRequest(shopSettingsSaveSchema),
    responses: { 200: shopAnswer("The shop's settings as saved"), ...refusals(400, 401, 403, 409, 413) },
  }),
  handlers.putShop,
);

export default router;
