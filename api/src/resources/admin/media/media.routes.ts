import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { requireStaff } from "@api/middleware/staff-auth";
import { uploadImage } from "./media.handlers";
import { uploadLimit } from "./upload-limit";

const router = new Hono<AppEnv>();

router.post("/", requireStaff("media.upload"), uploadLimit, uploadImage);

export default router;
