import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { courierWebhook } from "./courier-webhook.handlers";

/** The courier's calls to the shop (no session: the webhook carries its own token). */
const courier = new Hono<AppEnv>().post("/courier/webhook", courierWebhook);

export default courier;
