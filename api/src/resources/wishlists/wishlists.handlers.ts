import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { products, wishlists } from "@api/db/schema";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { pagination } from "@api/lib/query";
import type { ValidatedContext } from "@api/lib/validation";
import { optionalText } from "@api/validation/fields";
import { wishlistSchema } from "@api/validation/schemas";
import { listWishlist } from "./wishlists.service";

export const listQuery = z.object({ ...pagination(0), product: optionalText("Product", 64) });

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
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, product), eq(products.isActive, true)))
    .limit(1);
  if (!found) throw new ApiError(404, "Product not found", { product: "Product not found" });

  const inserted = await db
    .insert(wishlists)
    .values({ id: newId(), customerId, productId: product, createdAt: clock.now() })
    .onConflictDoNothing({ target: [wishlists.customerId, wishlists.productId] })
    .returning({ id: wishlists.id });
  const { entries } = await listWishlist(db, customerId, { product }, { page: 1, limit: 1 });
  return ok(c, entries[0], inserted.length > 0 ? "Product added to your wishlist" : "Product already in your wishlist");
}

/** An entry by its id in the path: any text, so an unknown one is a 404 like another shopper's. */
export const entryParam = z.object({ id: z.string() });

export async function removeFromWishlist(c: ValidatedContext<{ param: typeof entryParam }>) {
  const { db } = c.get("deps");
  const [row] = await db
    .delete(wishlists)
    .where(and(eq(wishlists.id, c.req.valid("param").id), eq(wishlists.customerId, c.get("customer").id)))
    .returning({ id: wishlists.id });
  if (!row) throw notFound("Wishlist item");
  return ok(c, { _id: row.id }, "Product removed from your wishlist");
}
