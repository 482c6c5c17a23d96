import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { rateLimit } from "../../middleware/rate-limit";
import { subscribe } from "./newsletters.handlers";

const newsletters = new Hono<AppEnv>().post("/newsletters", rateLimit("newsletter", 10, 600), subscribe);

export default newsletters;
