import { describe, expect, it } from "vitest";
import { PRIVATE_PAGE, PUBLIC_PAGE, documentCacheControl } from "./cache-control.server";

const anonymous = {
  method: "GET",
  status: 200,
  requestCookies: null,
  responseHeaders: new Headers(),
  publicRoute: true,
};

describe("documentCacheControl", () => {
  it("lets a shared cache keep a public route's page for a shopper without a session", () => {
    expect(documentCacheControl(anonymous)).toBe(PUBLIC_PAGE);
    expect(documentCacheControl({ ...anonymous, requestCookies: "theme=dark" })).toBe(PUBLIC_PAGE);
    expect(PUBLIC_PAGE).toBe("public, max-age=0, s-maxage=2, stale-while-revalidate=1");
  });

  it("keeps every other answer private", () => {
    expect(documentCacheControl({ ...anonymous, publicRoute: false })).toBe(PRIVATE_PAGE);
    expect(documentCacheControl({ ...anonymous, requestCookies: "__session=abc" })).toBe(PRIVATE_PAGE);
    expect(documentCacheControl({ ...anonymous, requestCookies: "a=1; popup=ImRvbmUi" })).toBe(PRIVATE_PAGE);
    // Staff previewing a product out of the shop (issue 30): their page is theirs alone.
    expect(documentCacheControl({ ...anonymous, requestCookies: "__staff_preview=abc" })).toBe(PRIVATE_PAGE);
    expect(documentCacheControl({ ...anonymous, responseHeaders: new Headers({ "Set-Cookie": "__session=x" }) })).toBe(
      PRIVATE_PAGE,
    );
    expect(documentCacheControl({ ...anonymous, status: 404 })).toBe(PRIVATE_PAGE);
    expect(documentCacheControl({ ...anonymous, method: "POST" })).toBe(PRIVATE_PAGE);
    expect(PRIVATE_PAGE).toBe("private, no-store");
  });

  it("does not take a cookie whose name merely contains a personal one for it", () => {
    expect(documentCacheControl({ ...anonymous, requestCookies: "not__session=1; popups=2" })).toBe(PUBLIC_PAGE);
  });
});
