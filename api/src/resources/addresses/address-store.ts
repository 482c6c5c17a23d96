/** A customer's saved addresses: listed, counted, added, read, changed and deleted, only ever their own. */
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@api/db/client";
import { addresses } from "@api/db/schema";
import type { Page } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { offsetOf } from "@api/lib/query";
import type { addressSchema } from "@api/validation/schemas";

type AddressRow = typeof addresses.$inferSelect;
type AddressInput = z.output<typeof addressSchema>;

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

const fieldsOf = (input: AddressInput) => ({
  ...input,
  landmark: input.landmark ?? "",
  locality: input.locality ?? "",
});

const owned = (customerId: string, addressId: string) =>
  and(eq(addresses.id, addressId), eq(addresses.customerId, customerId));

/** The customer's addresses, newest first, with how many there are in all. */
export async function customerAddresses(db: Db, customerId: string, page: Page) {
  const mine = eq(addresses.customerId, customerId);
  const query = db
    .select()
    .from(addresses)
    .where(mine)
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .$dynamic();
  const rows = page.limit === 0 ? await query : await query.limit(page.limit).offset(offsetOf(page));
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(mine);
  return { addresses: rows.map(present), totalRecords: total };
}

export async function addressCount(db: Db, customerId: string) {
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.customerId, customerId));
  return total;
}

export async function addAddress(db: Db, customerId: string, at: Date, input: AddressInput) {
  const [row] = await db
    .insert(addresses)
    .values({ id: newId(), customerId, createdAt: at, ...fieldsOf(input) })
    .returning();
  return present(row);
}

/** The customer's own address, or undefined for an unknown one or another shopper's. */
export async function ownAddress(db: Db, customerId: string, addressId: string) {
  const [row] = await db.select().from(addresses).where(owned(customerId, addressId)).limit(1);
  return row && present(row);
}

/** Replaces the customer's own address; undefined when it is not theirs. */
export async function saveOwnAddress(db: Db, customerId: string, addressId: string, input: AddressInput) {
  const [row] = await db.update(addresses).set(fieldsOf(input)).where(owned(customerId, addressId)).returning();
  return row && present(row);
}

/** Deletes the customer's own address. The deleted address's id, or undefined when it is not theirs. */
export async function deleteOwnAddress(db: Db, customerId: string, addressId: string) {
  const [row] = await db.delete(addresses).where(owned(customerId, addressId)).returning({ id: addresses.id });
  return row?.id;
}
