import { afterEach, describe, expect, it, vi } from "vitest";
import { RENEW_AFTER_MS, adminData, adminPage, unknownIntent } from "./responses.server";
import { commitStaffSession, getStaffSession, takeStaffToast } from "./session.server";

const setCookieOf = (response: { init: ResponseInit | null }) =>
  new Headers(response.init?.headers ?? {}).get("Set-Cookie");

async function sessionFrom(cookie: string | null) {
  return getStaffSession(
    new Request("http://shop.test/admin", { headers: cookie ? { Cookie: cookie.split(";")[0] } : {} }),
  );
}

afterEach(() => vi.useRealTimers());

describe("an admin page's loader", () => {
  it("leaves the cookie alone when it has nothing to take or renew, so an action's cookie stands", async () => {
    const page = await adminPage({}, await sessionFrom(null));
    expect(setCookieOf(page)).toBeNull();
    expect(page.init?.headers).toBeDefined();
    expect(new Headers(page.init?.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("takes the flashed toast, writing the cookie", async () => {
    const session = await sessionFrom(null);
    session.flash("toast", { type: "success", message: "Saved" });
    const page = await adminPage({ n: 1 }, await sessionFrom(await commitStaffSession(session)));
    expect(page.data).toEqual({ n: 1, toasts: [{ type: "success", message: "Saved" }] });
    expect(setCookieOf(page)).toMatch(/^__staff=/);
  });

  it("renews a signed-in cookie once it is older than a few minutes", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T10:00:00Z") });
    const signedIn = await sessionFrom(null);
    signedIn.set("token", "t");
    const written = await adminData({}, signedIn);
    const cookie = setCookieOf(written);
    expect(cookie).toContain("Max-Age=28800");

    vi.advanceTimersByTime(RENEW_AFTER_MS - 1000);
    expect(setCookieOf(await adminPage({}, await sessionFrom(cookie)))).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(setCookieOf(await adminPage({}, await sessionFrom(cookie)))).toContain("Max-Age=28800");
  });
});

describe("an admin action's answer to an intent it does not know", () => {
  it("goes back to the page with the error toast every screen shows", async () => {
    const answer = await unknownIntent("/admin/colours", await sessionFrom(null));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/colours");
    const next = await sessionFrom(answer.headers.get("Set-Cookie"));
    expect(takeStaffToast(next)).toEqual({ type: "error", message: "That action is not known." });
  });
});
