import { describe, expect, it } from "vitest";
import { searchClues } from "./search-clues";

describe("searchClues", () => {
  it("labels the box by the role's kinds: the first kind's clues, the others' as a hint, all on the button", () => {
    expect(searchClues(["orders", "products", "customers"])).toEqual({
      label: "Order id, mobile, email or AWB",
      hint: "Also finds a product's name or SKU; a customer's name, mobile or email.",
      button: "Find orders, products or customers",
    });
    expect(searchClues(["products"])).toEqual({ label: "Product name or SKU", hint: "", button: "Find products" });
    expect(searchClues(["orders", "customers"]).button).toBe("Find orders or customers");
  });
});
