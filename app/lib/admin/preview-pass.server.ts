/**
 * The staff preview pass (issue 30): lets a member of staff see a product that is out of the shop
 * on its storefront page. The back office's own cookie goes to /admin only, so the "Preview in
 * shop" link (app/routes/admin._catalogue.products.$productId_.preview/route.tsx) copies the staff token into this
 * second cookie, sent to /product only: HttpOnly, SameSite=Strict, signed, as long-lived as the
 * staff session. The cookie proves nothing by itself: the product page shows an inactive product
 * only when the API accepts the token as a live staff session with the catalogue permission.
 */
import { createCookie } from "@remix-run/node";
import { env } from "../env.server";
import { STAFF_IDLE_SECONDS } from "./session.server";

export const PREVIEW_PASS_COOKIE_NAME = "__staff_preview";

const pass = createCookie(PREVIEW_PASS_COOKIE_NAME, {
  path: "/product",
  httpOnly: true,
  sameSite: "strict",
  secure: env.SESSION_COOKIE_SECURE,
  maxAge: STAFF_IDLE_SECONDS,
  secrets: env.SESSION_SECRETS,
});

/** The Set-Cookie value that gives this browser's product pages the staff token. */
export const previewPass = (token: string) => pass.serialize(token);

/** The staff token a product page request carries, or null (a shopper, a forged or old cookie). */
export async function previewToken(request: Request): Promise<string | null> {
  const value: unknown = await pass.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : null;
}
