import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { jsonBody } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import * as handlers from "./pages.handlers";

const router = new Hono<AppEnv>();
const content = requireStaff("content.manage");

// Each page has its own fields: the handler checks the body against its key's schema.
router.get("/:key", content, handlers.getPage);
router.put("/:key", content, jsonBody, handlers.putPage);

export default router;
