import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { CATALOG_MAX_AGE_SECONDS, publicCacheControl } from "@api/middleware/cache";
import { clientIp, hit } from "@api/middleware/rate-limit";
import type { quoteSchema } from "./cart-quote.schemas";
import { checkCoupon, quoteCart } from "./cart-quote.service";

/** Unknown codes a caller may try per window before the quote stops looking codes up. */
const COUPON_MISSES_ALLOWED = 30;
const COUPON_WINDOW_SECONDS = 600;
export const TOO_MANY_COUPON_TRIES = "Too many coupon attempts. Please try again later.";

/** POST /cart/quote {products, couponCode?}: public, changes nothing. */
export async function quote(c: ValidatedContext<{ json: typeof quoteSchema }>) {
  const { db, clock } = c.get("deps");
  const { products, couponCode } = c.req.valid("json");
  let couponCheck = await checkCoupon(db, couponCode, clock.now());
  // The quote needs no sign-in, so only misses are counted: nobody walks the code space
  // through it, and a shopper with a good code is never slowed down.
  if (couponCheck.couponError && !couponCheck.coupon) {
    try {
      await hit(c, `cart-quote-coupon:ip:${clientIp(c)}`, COUPON_MISSES_ALLOWED, COUPON_WINDOW_SECONDS);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 429) throw err;
      couponCheck = { coupon: null, couponError: TOO_MANY_COUPON_TRIES };
    }
  }
  // Without a coupon a quote is the catalogue's prices and stock for these lines, the same for anyone
  // who asks: the storefront may keep it as briefly as a product page. With one, it is the asker's.
  c.header("Cache-Control", couponCode ? "private, no-store" : publicCacheControl(CATALOG_MAX_AGE_SECONDS));
  return ok(c, await quoteCart(db, products, couponCheck));
}
