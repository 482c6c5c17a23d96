import { describe, expect, it } from "vitest";
import { PREVIEW_PASS_COOKIE_NAME, previewPass, previewToken } from "./preview-pass.server";
import { STAFF_IDLE_SECONDS } from "./session.server";

const withCookie = (cookie: string | null) =>
  new Request("http://shop.test/product/x", cookie ? { headers: { Cookie: cookie } } : {});

describe("the staff preview pass", () => {
  it("is HttpOnly, SameSite=Strict, sent only to product pages, and lives as long as a staff session", async () => {
    const header = await previewPass("staff-token");
    expect(header).toMatch(new RegExp(`^${PREVIEW_PASS_COOKIE_NAME}=`));
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).toContain("Path=/product;");
    expect(header).toContain(`Max-Age=${STAFF_IDLE_SECONDS}`);
  });

  it("gives back the token it was made with, and nothing for a shopper or a forged pass", async () => {
    const [pair] = (await previewPass("staff-token")).split(";");
    expect(await previewToken(withCookie(pair))).toBe("staff-token");
    expect(await previewToken(withCookie(null))).toBeNull();
    expect(
      await previewToken(withCookie(`${PREVIEW_PASS_COOKIE_NAME}=${btoa(JSON.stringify("staff-token"))}`)),
    ).toBeNull();
  });
});
