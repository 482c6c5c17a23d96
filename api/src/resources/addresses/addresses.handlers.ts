import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { addressSchema } from "@api/validation/schemas";
import {
  addAddress,
  addressCount,
  customerAddresses,
  deleteOwnAddress,
  ownAddress,
  saveOwnAddress,
} from "./address-store";
import type { addressParam, listQuery } from "./addresses.schemas";

/** Enough for every home, office and relative; keeps one account from filling the table. */
const MAX_ADDRESSES = 50;

type Param = { param: typeof addressParam };

export async function listAddresses(c: ValidatedContext<{ query: typeof listQuery }>) {
  const page = c.req.valid("query");
  const { addresses, totalRecords } = await customerAddresses(c.get("deps").db, c.get("customer").id, page);
  return okList(c, addresses, { ...page, totalRecords });
}

export async function createAddress(c: ValidatedContext<{ json: typeof addressSchema }>) {
  const { db, clock } = c.get("deps");
  const customerId = c.get("customer").id;
  if ((await addressCount(db, customerId)) >= MAX_ADDRESSES) {
    throw new ApiError(400, `You can save up to ${MAX_ADDRESSES} addresses. Please delete one to add another.`);
  }
  const address = await addAddress(db, customerId, clock.now(), c.req.valid("json"));
  return ok(c, address, "Address saved successfully");
}

export async function getAddress(c: ValidatedContext<Param>) {
  const address = await ownAddress(c.get("deps").db, c.get("customer").id, c.req.valid("param").addressId);
  if (!address) throw notFound("Address");
  return ok(c, address);
}

export async function updateAddress(c: ValidatedContext<Param & { json: typeof addressSchema }>) {
  const { addressId } = c.req.valid("param");
  const address = await saveOwnAddress(c.get("deps").db, c.get("customer").id, addressId, c.req.valid("json"));
  if (!address) throw notFound("Address");
  return ok(c, address, "Address updated successfully");
}

export async function deleteAddress(c: ValidatedContext<Param>) {
  const removed = await deleteOwnAddress(c.get("deps").db, c.get("customer").id, c.req.valid("param").addressId);
  if (!removed) throw notFound("Address");
  return ok(c, { _id: removed }, "Address deleted successfully");
}
