import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { shipOrderSchema } from "@api/validation/admin-shipping";
import { labelPage } from "@api/resources/sandbox-courier/pages";
import { staffActor } from "@api/resources/admin/change-by-staff";
import { orderByNumber } from "./order-lookup";
import { shipPackedOrder, shipmentLabel, shipmentOf } from "./order-shipment";
import type { orderNumberParam } from "./orders.schemas";

type Param = { param: typeof orderNumberParam };

/** GET /v1/admin/orders/:orderId/shipment */
export async function getShipment(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  return ok(c, await shipmentOf(deps, await orderByNumber(deps.db, c.req.valid("param").orderId)));
}

/** POST /v1/admin/orders/:orderId/ship {length, breadth, height, weight} */
export async function shipOrder(c: ValidatedContext<Param & { json: typeof shipOrderSchema }>) {
  const deps = c.get("deps");
  const shipped = await shipPackedOrder(deps, c.req.valid("param").orderId, c.req.valid("json"), staffActor(c));
  return ok(c, await shipmentOf(deps, shipped), `Order ${shipped.orderId} is shipped: AWB ${shipped.awb}`);
}

/** GET /v1/admin/orders/:orderId/label: the sandbox's label page itself, or a redirect to the courier's label file. */
export async function getLabel(c: ValidatedContext<Param>) {
  const label = await shipmentLabel(c.get("deps"), c.req.valid("param").orderId);
  return "sandbox" in label ? c.html(labelPage(label.sandbox)) : c.redirect(label.url, 302);
}
