import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import { cancelOrder, createOrder, getOrder, listOrders } from "./customer-orders.handlers";

const customerOrders = new Hono<AppEnv>()
  .use("/customerOrders", requireCustomer)
  .use("/customerOrders/*", requireCustomer)
  .get("/customerOrders", listOrders)
  .post("/customerOrders", createOrder)
  .put("/customerOrders/cancel/:id", cancelOrder)
  .get("/customerOrders/:id", getOrder);

export default customerOrders;
