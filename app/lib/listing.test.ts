import { describe, expect, it } from "vitest";
import {
  EMPTY_LISTING_STATE,
  PRICE_MAX,
  filterHref,
  foundText,
  hasFilters,
  listingHref,
  listingSearch,
  pageItems,
  productQuery,
  readListingState,
  readPage,
  readQuery,
  readSearchState,
  tidySearch,
} from "./listing";

const state = (query: string) => readListingState(new URLSearchParams(query));

describe("readListingState", () => {
  it("gives the shop's defaults for an empty address", () => {
    expect(state("")).toEqual({
      sizes: [],
      colors: [],
      minAmount: null,
      maxAmount: null,
      minInput: "",
      maxInput: "",
      priceError: null,
      sort: null,
      page: 1,
      view: "grid",
    });
  });

  it("reads repeated sizes and colours, dropping blanks, duplicates and anything that is not a slug or id", () => {
    const s = state("sizes=queen&sizes=king&sizes=queen&sizes=&colors=grey&colors=%3Cscript%3E&colors=navy-blue");
    expect(s.sizes).toEqual(["queen", "king"]);
    expect(s.colors).toEqual(["grey", "navy-blue"]);
  });

  it("keeps at most 50 filter values", () => {
    const many = Array.from({ length: 60 }, (_, i) => `colors=c${i}`).join("&");
    expect(state(many).colors).toHaveLength(50);
  });

  it("reads a valid price range", () => {
    const s = state("minAmount=20000&maxAmount=40000");
    expect(s).toMatchObject({
      minAmount: 20000,
      maxAmount: 40000,
      minInput: "20000",
      maxInput: "40000",
      priceError: null,
    });
  });

  it("treats the ends of the slider as no limit", () => {
    expect(state(`minAmount=1&maxAmount=${PRICE_MAX}`)).toMatchObject({
      minAmount: null,
      maxAmount: null,
      priceError: null,
    });
    expect(state("minAmount=&maxAmount=")).toMatchObject({ minAmount: null, maxAmount: null, priceError: null });
  });

  it("accepts one bound alone", () => {
    expect(state("minAmount=30000")).toMatchObject({ minAmount: 30000, maxAmount: null, priceError: null });
    expect(state("maxAmount=30000")).toMatchObject({ minAmount: null, maxAmount: 30000, priceError: null });
  });

  it("rejects min above max, keeps what was typed and limits nothing", () => {
    const s = state("minAmount=50000&maxAmount=100");
    expect(s).toMatchObject({ minAmount: null, maxAmount: null, minInput: "50000", maxInput: "100" });
    expect(s.priceError).toBe("Min price must be below max price.");
  });

  it("rejects min equal to max: the ends stay at least Rs 1 apart", () => {
    expect(state("minAmount=500&maxAmount=500").priceError).toBe("Min price must be below max price.");
    expect(state("minAmount=500&maxAmount=501").priceError).toBeNull();
  });

  it("rejects prices outside 1 to 500000 and anything but whole numbers", () => {
    expect(state("minAmount=0").priceError).toBe("Min price must be a whole number from Rs 1 to Rs 5,00,000.");
    expect(state("maxAmount=500001").priceError).toBe("Max price must be a whole number from Rs 1 to Rs 5,00,000.");
    expect(state("minAmount=12.5&maxAmount=abc").priceError).toBe(
      "Min and max price must be a whole number from Rs 1 to Rs 5,00,000.",
    );
    expect(state("minAmount=-5")).toMatchObject({ minAmount: null, minInput: "-5" });
  });

  it("accepts only the four sorts a shopper can choose", () => {
    expect(state("sort=price-l-h").sort).toBe("price-l-h");
    expect(state("sort=name-z-a").sort).toBe("name-z-a");
    expect(state("sort=newest").sort).toBeNull();
    expect(state("sort=").sort).toBeNull();
  });

  it("reads the view, grid unless list", () => {
    expect(state("view=list").view).toBe("list");
    expect(state("view=tiles").view).toBe("grid");
  });
});

describe("readPage", () => {
  it("reads whole numbers of at least 1 and makes anything else page 1", () => {
    expect(readPage("2")).toBe(2);
    expect(readPage(" 3 ")).toBe(3);
    expect(readPage("0")).toBe(1);
    expect(readPage("-2")).toBe(1);
    expect(readPage("abc")).toBe(1);
    expect(readPage("1.5")).toBe(1);
    expect(readPage(null)).toBe(1);
  });

  it("caps absurd pages at what the API accepts; the loader clamps to the last page", () => {
    expect(readPage("99999999999")).toBe(100000);
  });
});

describe("readQuery", () => {
  it("trims the search text and cuts it to 100 characters", () => {
    expect(readQuery(new URLSearchParams("q=%20sofa%20"))).toBe("sofa");
    expect(readQuery(new URLSearchParams(`q=${"a".repeat(150)}`))).toHaveLength(100);
    expect(readQuery(new URLSearchParams(""))).toBe("");
  });
});

describe("listingHref", () => {
  const filtered = state(
    "sizes=king&colors=grey&colors=rust&minAmount=1000&maxAmount=90000&sort=price-h-l&page=2&view=list",
  );

  it("writes the whole state in a fixed order and leaves defaults out", () => {
    expect(listingHref("/shop/bedroom", filtered)).toBe(
      "/shop/bedroom?sizes=king&colors=grey&colors=rust&minAmount=1000&maxAmount=90000&sort=price-h-l&page=2&view=list",
    );
    expect(listingHref("/shop/bedroom", state("page=1&view=grid&minAmount=1"))).toBe("/shop/bedroom");
  });

  it("keeps every filter when moving to another page", () => {
    expect(listingHref("/shop/bedroom", filtered, { page: 3 })).toBe(
      "/shop/bedroom?sizes=king&colors=grey&colors=rust&minAmount=1000&maxAmount=90000&sort=price-h-l&page=3&view=list",
    );
    expect(listingHref("/shop/bedroom", filtered, { page: 1 })).not.toContain("page=");
  });

  it("returns to page 1 when a filter or the sort changes", () => {
    expect(listingSearch(filtered, { colors: ["grey"] }).get("page")).toBeNull();
    expect(listingSearch(filtered, { sizes: [] }).get("page")).toBeNull();
    expect(listingSearch(filtered, { minAmount: 2000 }).get("page")).toBeNull();
    expect(listingSearch(filtered, { maxAmount: null }).get("page")).toBeNull();
    expect(listingSearch(filtered, { sort: "name-a-z" }).get("page")).toBeNull();
    expect(listingSearch(filtered, { sort: null }).get("page")).toBeNull();
  });

  it("keeps the page when a change leaves the list as it was", () => {
    expect(listingSearch(filtered, { view: "grid" }).get("page")).toBe("2");
    expect(listingSearch(filtered, { colors: ["grey", "rust"], sort: "price-h-l" }).get("page")).toBe("2");
  });

  it("puts the page's own parameters first and keeps them", () => {
    const search = state("sort=name-a-z&page=2");
    expect(listingHref("/search", search, { page: 3 }, { q: "sofa bed" })).toBe(
      "/search?q=sofa+bed&sort=name-a-z&page=3",
    );
    expect(listingHref("/search", search, { sort: null }, { q: "sofa" })).toBe("/search?q=sofa");
  });

  it("drops a rejected price range from links but keeps the rest", () => {
    expect(listingHref("/shop/dining", state("minAmount=9&maxAmount=2&colors=teak"), { page: 2 })).toBe(
      "/shop/dining?colors=teak&page=2",
    );
  });
});

describe("productQuery", () => {
  it("asks the API for nine products of the page with the filters and the scope", () => {
    const query = productQuery(state("sizes=king&colors=grey&minAmount=500&sort=price-l-h&page=3&view=list"), {
      catSlug: "bedroom",
      subCatSlug: undefined,
    });
    expect(query.toString()).toBe("catSlug=bedroom&sizes=king&colors=grey&minAmount=500&sort=price-l-h&page=3&limit=9");
  });

  it("sends no price when the typed range was rejected", () => {
    const query = productQuery(state("minAmount=50000&maxAmount=100"), { searchQuery: "sofa" });
    expect(query.toString()).toBe("searchQuery=sofa&page=1&limit=9");
  });
});

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it("shows the ends and the neighbours of the current page, with gaps between", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 17, 18, 19, 20]);
  });

  it("never puts a gap where a single number would do", () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });
});

describe("hasFilters and foundText", () => {
  it("knows when sizes, colours or a price narrow the list", () => {
    expect(hasFilters(state("sort=name-a-z&page=2&view=list"))).toBe(false);
    expect(hasFilters(state("sizes=king"))).toBe(true);
    expect(hasFilters(state("maxAmount=9000"))).toBe(true);
    expect(hasFilters(state("minAmount=9&maxAmount=2"))).toBe(false);
  });

  it("says how many products were found", () => {
    expect(foundText(21)).toBe("Found 21 results");
    expect(foundText(1)).toBe("Found 1 result");
    expect(foundText(0)).toBe("Found 0 results");
    expect(foundText(123456)).toBe("Found 1,23,456 results");
  });
});

describe("filterHref", () => {
  const current = state("colors=grey&sort=price-l-h&page=2&view=list");

  it("writes the form's choices, keeps sort and view, and starts at page 1", () => {
    expect(
      filterHref("/shop/living-room", current, {
        sizes: ["3-seater"],
        colors: ["grey", "rust"],
        minInput: "1000",
        maxInput: "60000",
      }),
    ).toBe(
      "/shop/living-room?sizes=3-seater&colors=grey&colors=rust&minAmount=1000&maxAmount=60000&sort=price-l-h&view=list",
    );
  });

  it("leaves the ends of the price range out", () => {
    expect(
      filterHref("/shop/living-room", EMPTY_LISTING_STATE, {
        sizes: [],
        colors: [],
        minInput: "1",
        maxInput: "500000",
      }),
    ).toBe("/shop/living-room");
  });

  it("sends a rejected range as typed, where a valid one would sit, so the server can say why", () => {
    expect(
      filterHref("/shop/living-room", current, { sizes: [], colors: ["grey"], minInput: "50000", maxInput: "100" }),
    ).toBe("/shop/living-room?colors=grey&minAmount=50000&maxAmount=100&sort=price-l-h&view=list");
    expect(
      filterHref("/shop/living-room", EMPTY_LISTING_STATE, { sizes: [], colors: [], minInput: "0", maxInput: "" }),
    ).toBe("/shop/living-room?minAmount=0");
  });
});

describe("readSearchState", () => {
  it("keeps sort, page and view and ignores filters", () => {
    const s = readSearchState(new URLSearchParams("q=sofa&colors=grey&minAmount=50&sort=name-a-z&page=2&view=list"));
    expect(s).toEqual({ ...EMPTY_LISTING_STATE, sort: "name-a-z", page: 2, view: "list" });
  });
});

describe("tidySearch", () => {
  const tidy = (query: string, fixed?: Record<string, string>) => {
    const params = new URLSearchParams(query);
    const read = fixed ? readSearchState(params) : readListingState(params);
    return tidySearch(params, read, fixed);
  };

  it("leaves a clean address alone, in any order", () => {
    expect(tidy("")).toBeNull();
    expect(tidy("colors=grey&sizes=king&page=2")).toBeNull();
    expect(tidy("sort=price-l-h&view=list&colors=rust")).toBeNull();
    expect(tidy("q=sofa&page=2", { q: "sofa" })).toBeNull();
  });

  it("cleans what a form sent without JavaScript", () => {
    expect(tidy("sort=&view=list&colors=grey&minAmount=1&maxAmount=500000")).toBe("colors=grey&view=list");
    expect(tidy("sort=price-l-h&minAmount=&maxAmount=")).toBe("sort=price-l-h");
  });

  it("drops values that are ignored or say the default", () => {
    expect(tidy("page=abc")).toBe("");
    expect(tidy("page=1&view=grid")).toBe("");
    expect(tidy("sort=newest&colors=%3Cb%3E")).toBe("");
    expect(tidy("q=%20sofa%20&colors=grey", { q: "sofa" })).toBe("q=sofa");
  });

  it("keeps parameters a listing does not use", () => {
    expect(tidy("utm_source=mail&minAmount=1")).toBe("utm_source=mail");
  });

  it("keeps a rejected price range as it is, to show it", () => {
    expect(tidy("minAmount=50000&maxAmount=100&sort=")).toBeNull();
  });
});
