import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { wishlistSchema } from "@api/validation/schemas";
import type { entryParam, listQuery } from "./wishlists.schemas";
import { addWishlistEntry, listWishlist, productOnSale, removeWishlistEntry } from "./wishlists.service";

export async function myWishlists(c: ValidatedContext<{ query: typeof listQuery }>) {
  const { db } = c.get("deps");
  const { product, ...page } = c.req.valid("query");
  const { entries, totalRecords } = await listWishlist(db, c.get("customer").id, { product }, page);
  return okList(c, entries, { ...page, totalRecords });
}

export async function addToWishlist(c: ValidatedContext<{ json: typeof wishlistSchema }>) {
  const { db, clock } = c.get("deps");
  const { product } = c.req.valid("json");
  const customerId = c.get("customer").id;
  if (!(await productOnSale(db, product)))
    throw new ApiError(404, "Product not found", { product: "Product not found" });

  const added = await addWishlistEntry(db, customerId, product, clock.now());
  const { entries } = await listWishlist(db, customerId, { product }, { page: 1, limit: 1 });
  return ok(c, entries[0], added ? "Product added to your wishlist" : "Product already in your wishlist");
}

export async function removeFromWishlist(c: ValidatedContext<{ param: typeof entryParam }>) {
  const removed = await removeWishlistEntry(c.get("deps").db, c.get("customer").id, c.req.valid("param").id);
  if (!removed) throw notFound("Wishlist item");
  return ok(c, { _id: removed }, "Product removed from your wishlist");
}
