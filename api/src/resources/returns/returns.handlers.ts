import { ApiError, ok } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { storeImageFile, storedImageOf } from "../admin/media/store-upload";
import { readOrderSettings } from "@api/resources/admin/settings/order-settings/order-settings";
import { RETURN_PHOTO_ALT } from "@api/validation/return-choices";
import type { returnRequestSchema } from "@api/validation/returns";
import { findOwnOrder } from "../customer-orders/customer-orders.service";
import type { ownOrderParam } from "../customer-orders/customer-orders.schemas";
import { returnViews } from "./return-view";
import { keepReturnPhoto, requestReturn, returnOptions, returnsOfOrder } from "./returns.service";

type OwnOrder = { param: typeof ownOrderParam };

export const RETURN_REQUESTED_MESSAGE = "Your return request has been sent. We will reply within 2 working days.";

/** GET /customerOrders/:id/returns : what can still be returned and until when, and the returns so far. */
export async function getReturns(c: ValidatedContext<OwnOrder>) {
  const { db, clock } = c.get("deps");
  const order = await findOwnOrder(db, c.get("customer").id, c.req.valid("param").id);
  const options = await returnOptions(db, order, clock.now(), (await readOrderSettings(db)).returnWindowDays);
  return ok(c, {
    orderId: order.orderId,
    paymentMethod: order.paymentMethod,
    canRequest: options.refusal === null,
    refusal: options.refusal,
    windowEndsAt: options.windowEndsAt,
    lines: options.lines.map(({ item, returnable }) => ({
      orderItemId: item.id,
      name: item.name,
      sku: item.sku,
      colorName: item.colorName,
      sizeName: item.sizeName,
      defaultImage: item.defaultImage,
      quantity: item.quantity,
      returnable: Math.max(returnable, 0),
      sellingPrice: toRupees(item.sellingPricePaise),
    })),
    returns: await returnViews(db, order.id, await returnsOfOrder(db, order.id)),
  });
}

/** POST /customerOrders/:id/returns {lines, reason, details, refundTo} */
export async function postReturn(c: ValidatedContext<OwnOrder & { json: typeof returnRequestSchema }>) {
  const deps = c.get("deps");
  const order = await findOwnOrder(deps.db, c.get("customer").id, c.req.valid("param").id);
  const created = await requestReturn(
    deps,
    order,
    c.req.valid("json"),
    (await readOrderSettings(deps.db)).returnWindowDays,
  );
  const [view] = await returnViews(deps.db, order.id, [created]);
  return ok(c, view, RETURN_REQUESTED_MESSAGE);
}

export const RETURN_PHOTO_REQUIRED = "Choose a JPEG, PNG or WebP photo to attach.";

/**
 * POST /customerOrders/:id/returns/photos (multipart: image): one photo for a return request of
 * this order, stored before the request is sent and answered with its key, which the request then
 * names. Checked by its bytes as every upload is; kept for this shopper only.
 */
export async function postReturnPhoto(c: ValidatedContext<OwnOrder>) {
  const deps = c.get("deps");
  const customerId = c.get("customer").id;
  await findOwnOrder(deps.db, customerId, c.req.valid("param").id);
  const file = (await c.req.parseBody()).image;
  if (!(file instanceof File) || file.size === 0)
    throw new ApiError(400, RETURN_PHOTO_REQUIRED, { image: RETURN_PHOTO_REQUIRED });
  const manifest = await storeImageFile(deps, file, null);
  const image = storedImageOf(manifest, RETURN_PHOTO_ALT);
  await keepReturnPhoto(deps.db, { customerId, key: manifest.key, image, createdAt: deps.clock.now() });
  return ok(c, { key: manifest.key, image }, "Photo attached");
}
