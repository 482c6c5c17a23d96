import { Hono } from "hono";
import type { AppEnv } from "../context";

const router = new Hono<AppEnv>();

export default router;
