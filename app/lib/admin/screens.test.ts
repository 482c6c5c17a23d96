import { describe, expect, it } from "vitest";
import { mayOpen, screenPermission, searchKindsFor } from "./screens";

describe("screenPermission", () => {
  it("gives a part's permission to its screens and every address below them", () => {
    expect(screenPermission("/admin/products")).toBe("catalogue.manage");
    expect(screenPermission("/admin/products/import")).toBe("catalogue.manage");
    expect(screenPermission("/admin/products/export.csv")).toBe("catalogue.manage");
    expect(screenPermission("/admin/orders/new")).toBe("orders.manage");
    expect(screenPermission("/admin/delivery-areas/import")).toBe("catalogue.manage");
  });

  it("leaves the dashboard, recovery codes and addresses that only start alike to every member", () => {
    for (const pathname of ["/admin", "/admin/recovery-codes", "/admin/productsx", "/admin/login"])
      expect(screenPermission(pathname), pathname).toBeNull();
  });
});

describe("mayOpen", () => {
  it("follows the roles' permissions", () => {
    expect(mayOpen("content", "/admin/products/import")).toBe(false);
    expect(mayOpen("catalogue", "/admin/products/import")).toBe(true);
    expect(mayOpen("operations", "/admin/settings/shop")).toBe(false);
    expect(mayOpen("owner", "/admin/settings/shop")).toBe(true);
    expect(mayOpen("content", "/admin")).toBe(true);
  });
});

describe("the search", () => {
  it("looks for the kinds of record whose screens the role may open, and is open to a role with any", () => {
    expect(searchKindsFor("owner")).toEqual(["orders", "products", "customers"]);
    expect(searchKindsFor("operations")).toEqual(["orders", "customers"]);
    expect(searchKindsFor("catalogue")).toEqual(["products"]);
    expect(searchKindsFor("content")).toEqual([]);
    expect(mayOpen("catalogue", "/admin/search")).toBe(true);
    expect(mayOpen("content", "/admin/search")).toBe(false);
  });
});
