/**
 * The state of a product listing (shop and search) as it lives in the address bar, and the
 * links that change one part of it. The URL is the only store: the page renders from it
 * without JavaScript, and every link or form keeps what it does not change.
 */
import { formatPrice, groupIndian } from "./format";

/** Spec 9: shop and search show nine products a page. */
const LISTING_PAGE_SIZE = 9;
/** Spec 9: the price filter runs from Rs 1 to Rs 5,00,000, with at least Rs 1 between the ends. */
export const PRICE_MIN = 1;
export const PRICE_MAX = 500_000;
export const PRICE_GAP = 1;
/** The API refuses a page past this; anything larger is clamped to the last page anyway. */
const MAX_PAGE = 100_000;
/** Filter values are slugs or ids; a longer list than this is not a shopper's. */
const MAX_FILTER_VALUES = 50;
const FILTER_VALUE = /^[a-z0-9][a-z0-9-]{0,119}$/i;
/** The API's limit on a search. */
export const MAX_QUERY_LENGTH = 100;

/** The sorts a shopper can choose; without one the shop keeps its own order (spec 2: 'Nothing'). */
export const SORT_OPTIONS = [
  { value: "name-a-z", label: "Name A-Z" },
  { value: "name-z-a", label: "Name Z-A" },
  { value: "price-l-h", label: "Price low to high" },
  { value: "price-h-l", label: "Price high to low" },
] as const;
export const NO_SORT_LABEL = "Nothing";

export type ListingSort = (typeof SORT_OPTIONS)[number]["value"];
export type ListingView = "grid" | "list";

export type ListingState = {
  sizes: string[];
  colors: string[];
  /** A valid lower bound above the default, or null for none. */
  minAmount: number | null;
  /** A valid upper bound below the default, or null for none. */
  maxAmount: number | null;
  /** What the price boxes held, so a rejected range comes back as typed. */
  minInput: string;
  maxInput: string;
  /** Why the typed range was not used; the list is then not limited by price. */
  priceError: string | null;
  sort: ListingSort | null;
  page: number;
  view: ListingView;
};

/** The parts of the state a link may change. */
export type ListingChange = Partial<
  Pick<ListingState, "sizes" | "colors" | "minAmount" | "maxAmount" | "sort" | "page" | "view">
>;

export const isSort = (value: string | null): value is ListingSort =>
  SORT_OPTIONS.some((option) => option.value === value);

function filterValues(params: URLSearchParams, name: string) {
  const values = params
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => FILTER_VALUE.test(value));
  return [...new Set(values)].slice(0, MAX_FILTER_VALUES);
}

type Bound = { value: number | null; input: string; valid: boolean };

function readBound(raw: string | null): Bound {
  // Kept short: the box shows it again, and nobody types a longer price.
  const input = (raw ?? "").trim().slice(0, 12);
  if (input === "") return { value: null, input, valid: true };
  if (!/^\d+$/.test(input)) return { value: null, input, valid: false };
  const value = Number(input);
  return { value, input, valid: value >= PRICE_MIN && value <= PRICE_MAX };
}

const rangeText = `${formatPrice(PRICE_MIN)} to ${formatPrice(PRICE_MAX)}`;

/** Reads the price boxes; an unusable range is reported and left out, never half applied. */
function readPrice(params: URLSearchParams) {
  const min = readBound(params.get("minAmount"));
  const max = readBound(params.get("maxAmount"));
  let priceError: string | null = null;
  if (!min.valid || !max.valid) {
    const which = !min.valid && !max.valid ? "Min and max price" : !min.valid ? "Min price" : "Max price";
    priceError = `${which} must be a whole number from ${rangeText}.`;
  } else if ((min.value ?? PRICE_MIN) > (max.value ?? PRICE_MAX) - PRICE_GAP) {
    priceError = "Min price must be below max price.";
  }
  const usable = priceError === null;
  return {
    // The ends of the slider are no limit at all: leaving them out keeps the URL and the API call clean.
    minAmount: usable && min.value !== null && min.value > PRICE_MIN ? min.value : null,
    maxAmount: usable && max.value !== null && max.value < PRICE_MAX ? max.value : null,
    minInput: min.input,
    maxInput: max.input,
    priceError,
  };
}

/** A listing with nothing chosen: the starting point of links into another shelf. */
export const EMPTY_LISTING_STATE: ListingState = Object.freeze({
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
}) as ListingState;

/** A page number from the URL: anything but a whole number of at least 1 means page 1. */
export function readPage(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

export function readListingState(params: URLSearchParams): ListingState {
  const sort = params.get("sort");
  return {
    sizes: filterValues(params, "sizes"),
    colors: filterValues(params, "colors"),
    ...readPrice(params),
    sort: isSort(sort) ? sort : null,
    page: readPage(params.get("page")),
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** Search results are sorted and paged but not filtered: sizes, colours and prices are ignored. */
export function readSearchState(params: URLSearchParams): ListingState {
  const { sort, page, view } = readListingState(params);
  return { ...EMPTY_LISTING_STATE, sort, page, view };
}

/** The search box's text: trimmed and cut to what the API accepts. */
export function readQuery(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
}

/** True when sizes, colours or a price narrow the list. */
export function hasFilters(state: Pick<ListingState, "sizes" | "colors" | "minAmount" | "maxAmount">) {
  return state.sizes.length > 0 || state.colors.length > 0 || state.minAmount !== null || state.maxAmount !== null;
}

/**
 * The query string for a state with `change` applied. A different filter or sort is a
 * different list, so it starts again at page 1 (the old product kept the page). `fixed`
 * holds what belongs to the page itself, such as the search text, and comes first.
 */
export function listingSearch(state: ListingState, change: ListingChange = {}, fixed: Record<string, string> = {}) {
  const next = { ...state, ...change };
  const listChanged = (["sizes", "colors", "minAmount", "maxAmount", "sort"] as const).some(
    (key) => key in change && JSON.stringify(change[key]) !== JSON.stringify(state[key]),
  );
  if (listChanged && !("page" in change)) next.page = 1;

  const params = new URLSearchParams(fixed);
  for (const size of next.sizes) params.append("sizes", size);
  for (const color of next.colors) params.append("colors", color);
  if (next.minAmount !== null) params.set("minAmount", String(next.minAmount));
  if (next.maxAmount !== null) params.set("maxAmount", String(next.maxAmount));
  if (next.sort) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.view !== "grid") params.set("view", next.view);
  return params;
}

/** A link to `pathname` with the state changed; no '?' when nothing is left. */
export function listingHref(
  pathname: string,
  state: ListingState,
  change: ListingChange = {},
  fixed: Record<string, string> = {},
) {
  const search = listingSearch(state, change, fixed).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The filter form as the shopper has it right now, before it is sent. */
export type FilterDraft = { sizes: string[]; colors: string[]; minInput: string; maxInput: string };

/**
 * Where the filter form leads, written as cleanly as listingHref writes links. A price the
 * server would reject is sent as typed, so the shopper sees the same message with or without
 * JavaScript.
 */
export function filterHref(pathname: string, state: ListingState, draft: FilterDraft) {
  const price = readPrice(new URLSearchParams({ minAmount: draft.minInput, maxAmount: draft.maxInput }));
  const params = listingSearch(state, {
    sizes: draft.sizes,
    colors: draft.colors,
    minAmount: price.minAmount,
    maxAmount: price.maxAmount,
    // The form has no page field: sent without JavaScript it starts at page 1 too.
    page: 1,
  });
  if (price.priceError) {
    // Inserted before the sort, where a valid range would sit, so the address reads the same way.
    const rest = [...params.entries()].filter(([name]) => name === "sort" || name === "view");
    for (const [name] of rest) params.delete(name);
    if (price.minInput) params.set("minAmount", price.minInput);
    if (price.maxInput) params.set("maxAmount", price.maxInput);
    for (const [name, value] of rest) params.append(name, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const LISTING_PARAMS = new Set(["q", "sizes", "colors", "minAmount", "maxAmount", "sort", "page", "view"]);

const pairs = (params: URLSearchParams) =>
  [...params]
    .filter(([name]) => LISTING_PARAMS.has(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort();

/**
 * A form sent without JavaScript writes every field: empty boxes, the slider's ends, 'Nothing'
 * as sort=. When the address carries such noise (or values that are ignored), this is the
 * clean query to redirect to, so each listing has one address; otherwise null. A rejected
 * price is left alone: the page shows it as typed. Parameters a listing does not use stay.
 */
export function tidySearch(
  params: URLSearchParams,
  state: ListingState,
  fixed: Record<string, string> = {},
): string | null {
  if (state.priceError) return null;
  const clean = listingSearch(state, {}, fixed);
  const [now, wanted] = [pairs(params), pairs(clean)];
  if (now.length === wanted.length && now.every((pair, i) => pair === wanted[i])) return null;
  for (const [name, value] of params) if (!LISTING_PARAMS.has(name)) clean.append(name, value);
  return clean.toString();
}

/** The API's query for the products of a state (GET /v1/products). */
export function productQuery(state: ListingState, scope: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(scope)) if (value) params.set(name, value);
  for (const size of state.sizes) params.append("sizes", size);
  for (const color of state.colors) params.append("colors", color);
  if (state.minAmount !== null) params.set("minAmount", String(state.minAmount));
  if (state.maxAmount !== null) params.set("maxAmount", String(state.maxAmount));
  if (state.sort) params.set("sort", state.sort);
  params.set("page", String(state.page));
  params.set("limit", String(LISTING_PAGE_SIZE));
  return params;
}

/**
 * The page numbers a pager shows: all of them when there are few, otherwise the first, the
 * last and the current page with its neighbours, with "gap" where numbers are left out.
 */
export function pageItems(page: number, totalPages: number): (number | "gap")[] {
  const last = Math.max(1, totalPages);
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), last);
  const shown = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  // Near an end, show enough numbers that the pager keeps its width.
  if (current <= 3) [2, 3, 4].forEach((n) => shown.add(n));
  if (current >= last - 2) [last - 3, last - 2, last - 1].forEach((n) => shown.add(n));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) items.push(n - sorted[i - 1] === 2 ? n - 1 : "gap");
    items.push(n);
  });
  return items;
}

/** "Found 1 result", "Found 21 results". */
export function foundText(total: number) {
  return `Found ${groupIndian(String(total))} ${total === 1 ? "result" : "results"}`;
}
