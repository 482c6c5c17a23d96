import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { sizeSchema } from "@api/validation/admin-attributes";
import { moveSchema } from "@api/validation/admin-categories";
import * as handlers from "./sizes.handlers";
import { masterIdParam } from "../masters/master-id-param";

const router = new Hono<AppEnv>();
const staff = requireStaff("catalogue.manage");
const byId = zValidator("param", masterIdParam, refuseInvalid);
const body = zValidator("json", sizeSchema, refuseInvalid);

router.get("/", staff, handlers.listSizes);
router.post("/", staff, jsonBody, body, handlers.createSize);
router.patch("/:id", staff, byId, jsonBody, body, handlers.updateSize);
router.post("/:id/move", staff, byId, jsonBody, zValidator("json", moveSchema, refuseInvalid), handlers.moveSize);
router.delete("/:id", staff, byId, handlers.deleteSize);

export default router;
