import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { colorSchema } from "@api/validation/admin-attributes";
import * as handlers from "./colors.handlers";
import { masterIdParam } from "../masters/master-id-param";

const router = new Hono<AppEnv>();
const staff = requireStaff("catalogue.manage");
const byId = zValidator("param", masterIdParam, refuseInvalid);
const body = zValidator("json", colorSchema, refuseInvalid);

router.get("/", staff, handlers.listColors);
router.post("/", staff, jsonBody, body, handlers.createColor);
router.patch("/:id", staff, byId, jsonBody, body, handlers.updateColor);
router.delete("/:id", staff, byId, handlers.deleteColor);

export default router;
