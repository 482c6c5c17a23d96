import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { popupSaveSchema, shopSettingsSaveSchema } from "@api/validation/site-settings";
import * as handlers from "./site-settings.handlers";

/**
 * The home page's content is the content role's work (content.manage); the shop-wide contacts,
 * opening times and free-shipping threshold are the owner's (settings.manage). Both live in the
 * one `settings` document, under one version.
 */
const router = new Hono<AppEnv>();
const content = requireStaff("content.manage");
const owner = requireStaff("settings.manage");

router.get("/home", content, handlers.getHome);
router.post("/home/:list", content, jsonBody, handlers.addHomeItem);
router.put("/home/:list/:index", content, jsonBody, handlers.updateHomeItem);
router.post("/home/:list/:index/move", content, jsonBody, handlers.moveHomeItem);
router.delete("/home/:list/:index", content, handlers.removeHomeItem);
router.put("/popup", content, jsonBody, zValidator("json", popupSaveSchema, refuseInvalid), handlers.putPopup);
router.get("/shop", owner, handlers.getShop);
router.put("/shop", owner, jsonBody, zValidator("json", shopSettingsSaveSchema, refuseInvalid), handlers.putShop);

export default router;
