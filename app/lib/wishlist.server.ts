import type { z } from "zod";
import type { wishlistEntrySchema } from "@api/contract/schemas/wishlists";
import { type ApiEnvelope, ApiUnavailableError, apiFetch } from "./api.server";

/** One row of GET /wishlists/myWishlists. */
export type WishlistEntry = z.output<typeof wishlistEntrySchema>;

/**
 * The customer's calls that are on their way, by token. A page view runs the root loader
 * (the hearts' state) and, on /wishlist, the page's loader at the same moment: both get the
 * one answer instead of asking the API twice. Each Remix loader receives its own copy of the
 * Request, so the shared key is the token rather than the request. An entry lives only
 * while its call runs, so a later page view always asks afresh.
 */
const pending = new Map<string, Promise<ApiEnvelope<WishlistEntry[]>>>();

/** The whole wishlist (the API lists every entry when no limit is given), newest first. */
export function fetchMyWishlist(request: Request, token: string): Promise<ApiEnvelope<WishlistEntry[]>> {
  const running = pending.get(token);
  if (running) return running;
  const call = apiFetch<WishlistEntry[]>("/wishlists/myWishlists", { token, request });
  const settled = () => {
    if (pending.get(token) === call) pending.delete(token);
  };
  call.then(settled, settled);
  pending.set(token, call);
  return call;
}

/** A change is coming: a read already on its way must not be handed to anyone afterwards. */
export function forgetPendingWishlist(token: string) {
  pending.delete(token);
}

/**
 * The ids of the products in the wishlist, for the hearts. A failed read (the API down, an
 * expired token) leaves every heart empty rather than failing the page around it.
 */
export async function wishlistProductIds(request: Request, token: string): Promise<string[]> {
  try {
    const answer = await fetchMyWishlist(request, token);
    return answer.status === 200 ? answer.body.map((entry) => entry.product._id) : [];
  } catch (error) {
    if (error instanceof ApiUnavailableError) return [];
    throw error;
  }
}
