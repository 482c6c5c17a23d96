/** The coupon routes' handlers: read the validated input, call the views and writes, answer with words. */
import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { couponCreateSchema, couponListQuerySchema, couponUpdateSchema } from "@api/validation/admin-coupons";
import { PAGE_SIZE, couponDetail, couponPage, couponView } from "./coupon-views";
import * as coupon from "./coupon-writes";
import type { couponCodeParam } from "./coupons.schemas";
import { changeByStaff } from "@api/resources/admin/change-by-staff";

type Param = { param: typeof couponCodeParam };

export async function listCoupons(c: ValidatedContext<{ query: typeof couponListQuerySchema }>) {
  const { db, clock } = c.get("deps");
  const query = c.req.valid("query");
  const { coupons, total } = await couponPage(db, query, clock.now());
  return okList(c, coupons, { page: query.page, limit: PAGE_SIZE, totalRecords: total });
}

export async function getCoupon(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  return ok(c, await couponDetail(db, c.req.valid("param").code, clock.now()));
}

export async function createCoupon(c: ValidatedContext<{ json: typeof couponCreateSchema }>) {
  const by = changeByStaff(c);
  const row = await coupon.addCoupon(c.get("deps").db, by, c.req.valid("json"));
  return ok(c, couponView(row, by.at), `Coupon ${row.couponCode} created`);
}

/** An edit of every field but the code and the active switch (coupon-writes.ts). */
export async function updateCoupon(c: ValidatedContext<Param & { json: typeof couponUpdateSchema }>) {
  const by = changeByStaff(c);
  const { row, changed } = await coupon.saveCoupon(
    c.get("deps").db,
    by,
    c.req.valid("param").code,
    c.req.valid("json"),
  );
  return ok(c, couponView(row, by.at), changed ? `Coupon ${row.couponCode} saved` : "Nothing to change");
}

async function setActive(c: ValidatedContext<Param>, isActive: boolean) {
  const by = changeByStaff(c);
  const { row, changed } = await coupon.setCouponActive(c.get("deps").db, by, c.req.valid("param").code, isActive);
  const message = !changed
    ? "Nothing to change"
    : isActive
      ? `Coupon ${row.couponCode} is active again`
      : `Coupon ${row.couponCode} is deactivated: shoppers can no longer use it`;
  return ok(c, couponView(row, by.at), message);
}

export const activateCoupon = (c: ValidatedContext<Param>) => setActive(c, true);
export const deactivateCoupon = (c: ValidatedContext<Param>) => setActive(c, false);

/** Deletes a coupon no order names; one that any order names can only be deactivated (coupon-writes.ts). */
export async function deleteCoupon(c: ValidatedContext<Param>) {
  const code = await coupon.deleteCoupon(c.get("deps").db, changeByStaff(c), c.req.valid("param").code);
  return ok(c, { code }, `Coupon ${code} deleted`);
}
