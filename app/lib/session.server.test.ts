import { describe, expect, it } from "vitest";
import {
  SESSION_MAX_AGE_SECONDS,
  commitSession,
  createShopSessionStorage,
  getSession,
  setToast,
  takeToast,
} from "./session.server";

const OLD = "old-secret-".padEnd(40, "o");
const NEW = "new-secret-".padEnd(40, "n");

const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, scoped to the whole site, and Secure when asked", async () => {
    const storage = createShopSessionStorage({ secrets: [NEW], secure: true });
    const session = await storage.getSession(null);
    session.set("pincode", { pincode: "110001" });
    const header = await storage.commitSession(session);
    expect(header).toMatch(/^__session=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).toContain("Secure");
  });

  it("still reads a cookie signed with a rotated-out secret while it stays in the list", async () => {
    const before = createShopSessionStorage({ secrets: [OLD], secure: false });
    const session = await before.getSession(null);
    session.set("pincode", { pincode: "110001" });
    const cookie = cookieOf(await before.commitSession(session));

    const rotating = createShopSessionStorage({ secrets: [NEW, OLD], secure: false });
    expect((await rotating.getSession(cookie)).get("pincode")?.pincode).toBe("110001");

    const rotated = createShopSessionStorage({ secrets: [NEW], secure: false });
    expect((await rotated.getSession(cookie)).get("pincode")).toBeUndefined();
  });
});

describe("toasts", () => {
  it("are shown once: the next request reads the toast, the one after does not", async () => {
    const storage = createShopSessionStorage({ secrets: [NEW], secure: false });
    const first = await storage.getSession(null);
    setToast(first, { type: "success", message: "Product added to cart" });
    const afterAction = cookieOf(await storage.commitSession(first));

    const second = await storage.getSession(afterAction);
    expect(takeToast(second)).toEqual({ type: "success", message: "Product added to cart" });
    const afterRead = cookieOf(await storage.commitSession(second));

    expect(takeToast(await storage.getSession(afterRead))).toBeNull();
  });

  it("drops a flashed value that is not a toast", async () => {
    const storage = createShopSessionStorage({ secrets: [NEW], secure: false });
    const session = await storage.getSession(null);
    session.flash("toast", { type: "shout", message: "" } as never);
    expect(takeToast(session)).toBeNull();
  });
});

describe("how long the cookie lives", () => {
  const maxAgeOf = (header: string) => /Max-Age=(\d+)/.exec(header)?.[1];

  it("keeps a guest's session for 30 days", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("pincode", { pincode: "110001" });
    expect(maxAgeOf(await commitSession(session))).toBe(String(SESSION_MAX_AGE_SECONDS));
  });

  it("ends a sign-in without 'Remember me' with the browser, and keeps a remembered one", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", "t");
    session.set("remember", false);
    const forgetful = await commitSession(session);
    expect(maxAgeOf(forgetful)).toBeUndefined();
    expect(forgetful).not.toContain("Expires=");

    session.set("remember", true);
    expect(maxAgeOf(await commitSession(session))).toBe(String(SESSION_MAX_AGE_SECONDS));
  });
});
