import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import * as handlers from "./pages.handlers";

const router = new Hono<AppEnv>();
const content = requireStaff("content.manage");

// Each page has its own fields: the handler checks the body against its key's schema.
router.get("/:key", content, handlers.getPage);
router.put("/:key", content, jsonBody, handlers.putPage);

export default router;
