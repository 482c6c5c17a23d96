import type { SearchKind } from "@api/validation/admin-search";

/** What the search box takes for each kind of record. An order's mobile or email finds its customer too. */
const CLUES: Record<SearchKind, { label: string; also: string }> = {
  orders: { label: "Order id, mobile, email or AWB", also: "an order's id, mobile, email or AWB" },
  products: { label: "Product name or SKU", also: "a product's name or SKU" },
  customers: { label: "Customer name, mobile or email", also: "a customer's name, mobile or email" },
};

export const KIND_NAMES: Record<SearchKind, { one: string; many: string }> = {
  orders: { one: "order", many: "orders" },
  products: { one: "product", many: "products" },
  customers: { one: "customer", many: "customers" },
};

const either = (words: string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;

/**
 * The box's label, hint and button for the kinds a role's search looks for: the label names the
 * first kind's clues, the hint the others', the button every kind ("Find orders or customers").
 */
export function searchClues(kinds: readonly SearchKind[]) {
  const [first, ...rest] = kinds;
  return {
    label: first ? CLUES[first].label : "",
    hint: rest.length ? `Also finds ${rest.map((kind) => CLUES[kind].also).join("; ")}.` : "",
    button: `Find ${either(kinds.map((kind) => KIND_NAMES[kind].many))}`,
  };
}
