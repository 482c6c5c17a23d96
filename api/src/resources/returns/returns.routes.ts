import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { jsonBody, refuseInvalid } from "../../lib/validation";
import { requireCustomer } from "../../middleware/auth";
import { returnRequestSchema } from "../../validation/returns";
import { getReturns, postReturn } from "./returns.handlers";

const returns = new Hono<AppEnv>()
  .get("/customerOrders/:id/returns", requireCustomer, getReturns)
  .post("/customerOrders/:id/returns", requireCustomer, jsonBody, zValidator("json", returnRequestSchema, refuseInvalid), postReturn);

export default returns;
