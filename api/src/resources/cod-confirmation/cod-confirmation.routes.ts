import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { rateLimit } from "@api/middleware/rate-limit";
import { getCodConfirmation, postCodConfirmation } from "./cod-confirmation.handlers";

const TEN_MINUTES = 600;

/** Public (the link is the proof), so limited per address: guessing tokens gets nowhere fast. */
const codConfirmations = new Hono<AppEnv>()
  .get("/codConfirmations/:token", rateLimit("cod-confirmation", 60, TEN_MINUTES), getCodConfirmation)
  .post("/codConfirmations/:token", rateLimit("cod-confirmation", 60, TEN_MINUTES), postCodConfirmation);

export default codConfirmations;
