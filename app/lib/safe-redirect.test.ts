import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    "https://evil.example",
    "http://evil.example/login",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    null,
    undefined,
  ])("keeps %j on the site", (to) => {
    expect(safeRedirect(to)).toBe("/");
  });

  it("uses the caller's fallback", () => {
    expect(safeRedirect("//evil.example", "/my-account/dashboard")).toBe("/my-account/dashboard");
  });

  it.each([
    ["/", "/"],
    ["/product/kabir-fabric-sofa/color/grey", "/product/kabir-fabric-sofa/color/grey"],
    ["/shop/living-room?sizes=queen&page=2", "/shop/living-room?sizes=queen&page=2"],
    ["/checkout#payment", "/checkout#payment"],
  ])("lets %s through", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
});
