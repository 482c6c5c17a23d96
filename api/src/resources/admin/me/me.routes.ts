import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { requireStaff } from "@api/middleware/staff-auth";
import * as handlers from "./me.handlers";

const router = new Hono<AppEnv>();

router.get("/", requireStaff(), handlers.getMe);
router.post("/recovery-codes", requireStaff(), handlers.regenerateRecoveryCodes);

export default router;
