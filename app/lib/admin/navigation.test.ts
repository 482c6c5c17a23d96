import { describe, expect, it } from "vitest";
import { ADMIN_AREAS, adminLinks, breadcrumbsFor, navigationFor, placeOf } from "./navigation";

describe("the back office's navigation", () => {
  it("shows an owner every area and a content editor only the areas with screens they may open", () => {
    expect(navigationFor("owner").map((area) => area.label)).toEqual(ADMIN_AREAS.map((area) => area.label));
    const content = navigationFor("content");
    expect(content.map((area) => area.label)).toEqual(["Customers", "Marketing", "Content", "Reports", "Settings"]);
    expect(content.find((area) => area.label === "Marketing")?.features.map((feature) => feature.label)).toEqual([
      "Reviews",
      "Newsletter",
    ]);
    expect(content.find((area) => area.label === "Settings")?.features.map((feature) => feature.label)).toEqual([
      "Recovery codes",
    ]);
    expect(adminLinks({ role: "content" }).map((link) => link.to)).not.toContain("/admin");
  });

  it("places an address under the longest screen it lies within", () => {
    expect(placeOf("/admin/orders/drafts/D-1")?.feature.label).toBe("Drafts");
    expect(placeOf("/admin/orders/WN-1/ship")?.feature.label).toBe("Orders");
    expect(placeOf("/admin")?.feature.label).toBe("Dashboard");
    expect(placeOf("/admin/search")).toBeNull();
  });

  it("reads Area › Screen › record from the address, with the page's own name for the record when it gives one", () => {
    expect(breadcrumbsFor("/admin/coupons")).toEqual([
      { label: "Marketing", to: null },
      { label: "Coupons", to: null },
    ]);
    expect(breadcrumbsFor("/admin/coupons/DIWALI10")).toEqual([
      { label: "Marketing", to: null },
      { label: "Coupons", to: "/admin/coupons" },
      { label: "DIWALI10", to: null },
    ]);
    expect(breadcrumbsFor("/admin/products/new").at(-1)).toEqual({ label: "New", to: null });
    expect(breadcrumbsFor("/admin/products/p1/images", "Teak bed").at(-1)).toEqual({ label: "Teak bed", to: null });
    expect(breadcrumbsFor("/admin/search")).toEqual([
      { label: "Dashboard", to: "/admin" },
      { label: "Search", to: null },
    ]);
  });
});
