import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { quote } from "./cart-quote.handlers";

const cartQuote = new Hono<AppEnv>().post("/cart/quote", quote);

export default cartQuote;
