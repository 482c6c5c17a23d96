import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { addresses } from "@api/db/schema";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { offsetOf, pagination } from "@api/lib/query";
import type { ValidatedContext } from "@api/lib/validation";
import { addressSchema } from "@api/validation/schemas";

/** Enough for every home, office and relative; keeps one account from filling the table. */
const MAX_ADDRESSES = 50;

type AddressRow = typeof addresses.$inferSelect;

const present = (row: AddressRow) => ({
  _id: row.id,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  address: row.address,
  landmark: row.landmark,
  locality: row.locality,
  addressType: row.addressType,
  country: row.country,
  state: row.state,
  city: row.city,
  pincode: row.pincode,
});

const fieldsOf = (input: z.output<typeof addressSchema>) => ({
  ...input,
  landmark: input.landmark ?? "",
  locality: input.locality ?? "",
});

/** An address by its id in the path: any text, so an unknown one is a 404 like another shopper's. */
export const addressParam = z.object({ addressId: z.string() });
type Param = { param: typeof addressParam };

const owned = (c: ValidatedContext<Param>) =>
  and(eq(addresses.id, c.req.valid("param").addressId), eq(addresses.customerId, c.get("customer").id));

export const listQuery = z.object(pagination(0));

export async function listAddresses(c: ValidatedContext<{ query: typeof listQuery }>) {
  const { db } = c.get("deps");
  const page = c.req.valid("query");
  const mine = eq(addresses.customerId, c.get("customer").id);
  const query = db
    .select()
    .from(addresses)
    .where(mine)
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .$dynamic();
  const rows = page.limit === 0 ? await query : await query.limit(page.limit).offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(mine);
  return okList(c, rows.map(present), { ...page, totalRecords: total });
}

export async function createAddress(c: ValidatedContext<{ json: typeof addressSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const customerId = c.get("customer").id;
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.customerId, customerId));
  if (total >= MAX_ADDRESSES) {
    throw new ApiError(400, `You can save up to ${MAX_ADDRESSES} addresses. Please delete one to add another.`);
  }
  const [row] = await db
    .insert(addresses)
    .values({ id: newId(), customerId, createdAt: clock.now(), ...fieldsOf(input) })
    .returning();
  return ok(c, present(row), "Address saved successfully");
}

export async function getAddress(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const [row] = await db.select().from(addresses).where(owned(c)).limit(1);
  if (!row) throw notFound("Address");
  return ok(c, present(row));
}

export async function updateAddress(c: ValidatedContext<Param & { json: typeof addressSchema }>) {
  const { db } = c.get("deps");
  const input = c.req.valid("json");
  const [row] = await db.update(addresses).set(fieldsOf(input)).where(owned(c)).returning();
  if (!row) throw notFound("Address");
  return ok(c, present(row), "Address updated successfully");
}

export async function deleteAddress(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const [row] = await db.delete(addresses).where(owned(c)).returning({ id: addresses.id });
  if (!row) throw notFound("Address");
  return ok(c, { _id: row.id }, "Address deleted successfully");
}
