import { matchRoutes } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import { memoizeMatchRoutes } from "../../server/route-matching.js";

/** A table shaped like the shop's: a root layout, an index, optional and dynamic segments, a splat. */
const table = () => [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/_index", index: true },
      { id: "routes/product.$slug", path: "product/:slug" },
      { id: "routes/product.$slug_.color.$colorSlug", path: "product/:slug/color/:colorSlug" },
      { id: "routes/shop.$catSlug.($subCatSlug)", path: "shop/:catSlug/:subCatSlug?" },
      {
        id: "routes/my-account",
        path: "my-account",
        children: [
          { id: "routes/my-account._index", index: true },
          { id: "routes/my-account.orderDetails.$orderId", path: "orderDetails/:orderId" },
        ],
      },
      { id: "routes/search", path: "search" },
      { id: "routes/$", path: "*" },
    ],
  },
];

const PATHS = [
  "/",
  "/product/kabir-sofa",
  "/product/kabir-sofa/color/teak",
  "/shop/living-room",
  "/shop/living-room/sofas",
  "/my-account",
  "/my-account/orderDetails/42",
  "/search?q=sofa",
  "/no/such/page",
  "/product",
  "/product/caf%C3%A9",
];

describe("memoized route matching", () => {
  it("answers exactly as matchRoutes does, on the caller's own route objects", () => {
    const memo = memoizeMatchRoutes(matchRoutes as never);
    for (const round of [1, 2, 3]) {
      // A fresh copy of the table each round, as every render builds its own.
      const routes = table();
      for (const path of PATHS) {
        const expected = matchRoutes(routes, path);
        const actual = memo(routes, path);
        expect(actual, `${path} (round ${round})`).toEqual(expected);
        actual?.forEach((match, i) => expect(match.route).toBe(expected?.[i]?.route));
      }
      for (const path of PATHS)
        expect(memo(routes, { pathname: path.split("?")[0] })).toEqual(matchRoutes(routes, path));
      expect(memo(routes, "/shop/x", "/base")).toEqual(matchRoutes(routes, "/shop/x", "/base"));
      expect(memo(routes, "/base/shop/x", "/base")).toEqual(matchRoutes(routes, "/base/shop/x", "/base"));
    }
  });

  it("calls matchRoutes once per pathname, and hands out params no other caller shares", () => {
    const counted = vi.fn(matchRoutes);
    const memo = memoizeMatchRoutes(counted as never);
    const first = memo(table(), "/product/kabir-sofa/color/teak");
    first![0]!.params.slug = "changed";
    const second = memo(table(), "/product/kabir-sofa/color/teak?x=1");
    expect(counted).toHaveBeenCalledTimes(1);
    expect(second![1]!.params).toEqual({ slug: "kabir-sofa", colorSlug: "teak" });
    // One params object per answer, shared by its matches, as matchRoutes gives it.
    expect(second![0]!.params).toBe(second![1]!.params);
  });

  it("matches afresh a table of another shape", () => {
    const memo = memoizeMatchRoutes(matchRoutes as never);
    memo(table(), "/search");
    const other = [{ id: "root", path: "", children: [{ id: "routes/search-v2", path: "search" }] }];
    expect(memo(other, "/search")?.map((m) => m.route.id)).toEqual(["root", "routes/search-v2"]);
  });
});
