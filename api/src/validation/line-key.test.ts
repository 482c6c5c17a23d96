import { describe, expect, it } from "vitest";
import { lineKey } from "./line-key";

describe("lineKey", () => {
  it("tells the colours and sizes of one product apart", () => {
    expect(lineKey({ product: "p1" })).toBe("p1..");
    expect(lineKey({ product: "p1", productColor: "c1" })).toBe("p1.c1.");
    expect(lineKey({ product: "p1", productColor: null, productSize: "s1" })).toBe("p1..s1");
    expect(lineKey({ product: "p1", productColor: "c1" })).not.toBe(lineKey({ product: "p1", productColor: "c2" }));
  });
});
