import { useNavigation } from "@remix-run/react";
import type { CardProduct as Product } from "~/lib/card-product";
import { type ListingState, foundText } from "~/lib/listing";
import * as css from "@styles/listing/listing.css";
import { Pagination } from "./pagination";
import { ProductGrid } from "./product-grid";
import { SortForm } from "./sort-form";
import { ViewToggle } from "./view-toggle";

type Props = {
  pathname: string;
  state: ListingState;
  /** Parameters of the page itself (the search text) that every link and form keeps. */
  fixed?: Record<string, string>;
  products: Product[];
  totalRecords: number;
  totalPages: number;
  /** Said after 'Found N results', such as the search text. */
  foundSuffix?: string;
};

/**
 * What shop and search share: 'Found N results', sort, view, the cards and the pager. While
 * another page of this listing loads, the old cards stay, dimmed and marked busy, instead of
 * placeholder cards: the server sends finished pages, so placeholders would only flash.
 */
export function ListingResults({ pathname, state, fixed, products, totalRecords, totalPages, foundSuffix }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <section aria-labelledby="results-heading" aria-busy={busy} className={css.results}>
      <h2 id="results-heading" className="visually-hidden">
        Products
      </h2>
      <div className={css.toolbar}>
        <p className={css.found} role="status">
          {foundText(totalRecords)}
          {foundSuffix}
        </p>
        <SortForm pathname={pathname} state={state} fixed={fixed} />
        <ViewToggle pathname={pathname} state={state} fixed={fixed} />
      </div>
      <ProductGrid products={products} view={state.view} />
      <Pagination pathname={pathname} state={state} totalPages={totalPages} fixed={fixed} />
    </section>
  );
}
