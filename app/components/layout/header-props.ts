// The header's data, in its own module: the header and its mobile menu both take it.
import type { CartTotals, PricedCartLine } from "~/lib/cart";
import type { MenuCategory } from "~/lib/catalog.server";
import type { SessionCustomer } from "~/lib/session.server";
import type { ProjectCategory } from "~/lib/site.server";
import type { ShopContact } from "./contact";

export type HeaderProps = {
  categories: MenuCategory[];
  projectCategories: Pick<ProjectCategory, "_id" | "name" | "slug">[];
  customer: SessionCustomer | null;
  cartCount: number;
  cartLines: PricedCartLine[];
  /** null when the cart could not be priced just now. */
  cartTotals: CartTotals | null;
  contact: ShopContact;
};
