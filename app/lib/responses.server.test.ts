import { describe, expect, it } from "vitest";
import { PRIVATE_NO_STORE, dataWithSession, redirectWithSession, redirectWithToast } from "./responses.server";
import { getSession, takeToast } from "./session.server";

const cookieOf = (response: { headers: Headers }) => response.headers.get("Set-Cookie")?.split(";")[0] ?? null;

describe("the response helpers", () => {
  it("redirectWithToast commits a session whose next read shows the toast once", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    const response = await redirectWithToast("/cart", session, { type: "success", message: "Product added to cart" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/cart");
    const next = await getSession(new Request("http://shop.test/cart", { headers: { Cookie: cookieOf(response)! } }));
    expect(takeToast(next)).toEqual({ type: "success", message: "Product added to cart" });
  });

  it("keeps the caller's status and headers beside the session's cookie", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("coupon", "WELCOME10");
    const moved = await redirectWithSession("/checkout", session, { status: 303, headers: PRIVATE_NO_STORE });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("Cache-Control")).toBe("private, no-store");
    const next = await getSession(new Request("http://shop.test/", { headers: { Cookie: cookieOf(moved)! } }));
    expect(next.get("coupon")).toBe("WELCOME10");

    const drawn = await dataWithSession({ ok: true }, session, { status: 400 });
    expect(drawn.data).toEqual({ ok: true });
    expect(drawn.init?.status).toBe(400);
    expect(cookieOf({ headers: new Headers(drawn.init?.headers) })).toMatch(/^__session=/);
  });
});
