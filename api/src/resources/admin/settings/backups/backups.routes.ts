import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { requireStaff } from "@api/middleware/staff-auth";
import * as handlers from "./backups.handlers";

const router = new Hono<AppEnv>();
// The whole shop's data, and where its copies are kept: the owner's alone, like the other settings.
const owner = requireStaff("settings.manage");

router.get("/", owner, handlers.getBackups);
router.post("/", owner, handlers.startBackup);

export default router;
