/**
 * Shoppers for the benchmarks: a signed-in one with two products in the cart, so Lighthouse can
 * measure /cart and /checkout as a buyer sees them, and a guest with a cart, whose pages the load
 * benchmark renders every time. The customer is made through the API's mobile sign-in (the
 * code read from the dev outbox); the cookie is the one the storefront writes on sign-in, from
 * its own session storage, signIn() and cart codec, signed with the bench server's secret.
 */
import { signIn } from "../app/lib/auth.server";
import { encodeCart } from "../app/lib/cart";
import { createShopSessionStorage } from "../app/lib/session.server";

type Envelope<T> = { status: number; message: string; body: T };

async function call<T>(apiUrl: string, path: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.message}`);
  return envelope.body;
}

/** The Cookie header of a signed-in shopper whose cart holds `slugs` (plain products, one each). */
export async function shopperCookie({ apiUrl, secret, slugs }: { apiUrl: string; secret: string; slugs: string[] }) {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await call(apiUrl, "/customers/login", { body: { mobile } });
  const [message] = await call<{ body: string }[]>(apiUrl, `/dev/outbox?to=${mobile}`);
  const otp = /\d{4}/.exec(message?.body ?? "")?.[0];
  const { token } = await call<{ token: string }>(apiUrl, "/customers/verifyAccount", { body: { mobile, otp } });
  const customer = { firstName: "Asha", lastName: "Verma", email: null, mobile };
  await call(apiUrl, "/customers/updateName", { token, body: customer });
  return cartCookie({ apiUrl, secret, slugs, signedIn: { token, customer, remember: false } });
}

/**
 * The Cookie header of a shopper whose cart holds `slugs` and who has checked a pincode: a
 * guest unless `signedIn` is given. Such a page is rendered for that shopper every time.
 */
export async function cartCookie({
  apiUrl,
  secret,
  slugs,
  signedIn,
}: {
  apiUrl: string;
  secret: string;
  slugs: string[];
  signedIn?: Parameters<typeof signIn>[1];
}) {
  const products = await Promise.all(slugs.map((slug) => call<{ _id: string }>(apiUrl, `/products/by-slug/${slug}`)));
  const storage = createShopSessionStorage({ secrets: [secret], secure: false });
  const session = await storage.getSession();
  if (signedIn) signIn(session, signedIn);
  session.set("pincode", { pincode: "110001" });
  session.set(
    "cart",
    encodeCart(products.map((p) => ({ productId: p._id, productColorId: null, productSizeId: null, quantity: 1 }))),
  );
  const [pair] = (await storage.commitSession(session)).split(";");
  return pair;
}
