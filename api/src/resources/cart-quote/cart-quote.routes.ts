import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { quote, quoteSchema } from "./cart-quote.handlers";

const cartQuote = new Hono<AppEnv>().post(
  "/cart/quote",
  jsonBody,
  zValidator("json", quoteSchema, refuseInvalid),
  quote,
);

export default cartQuote;
