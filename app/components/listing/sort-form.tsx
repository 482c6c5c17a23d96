import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { autoSubmitFormProps } from "~/lib/hydration";
import { type ListingState, NO_SORT_LABEL, SORT_OPTIONS, isSort, listingHref, listingSearch } from "~/lib/listing";
import * as css from "@styles/listing/listing.css";
import { HiddenFields } from "./hidden-fields";
import { useLatestListingState } from "./use-latest-listing-state";

type Props = { pathname: string; state: ListingState; fixed?: Record<string, string> };

/**
 * 'Sort By' (spec 2), sorted by the server. A GET form that keeps the filters and starts at
 * page 1; with JavaScript it goes as soon as a sort is picked and its button is hidden.
 */
export function SortForm({ pathname, state, fixed = {} }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const latest = useLatestListingState(pathname, state);
  const [value, setValue] = useState<string>(state.sort ?? "");
  useEffect(() => setValue(state.sort ?? ""), [state.sort]);

  const go = (sort: string) =>
    navigate(listingHref(pathname, latest, { sort: isSort(sort) ? sort : null }, fixed), { preventScrollReset: true });

  return (
    <form
      method="get"
      action={pathname}
      autoComplete="off"
      className={css.sortForm}
      {...autoSubmitFormProps}
      onSubmit={(event) => {
        event.preventDefault();
        go(value);
      }}
    >
      <HiddenFields params={listingSearch(state, { sort: null, page: 1 }, fixed)} only={() => true} />
      <label htmlFor="sort-by">Sort By</label>
      <select
        id="sort-by"
        name="sort"
        className={hydrated ? css.selectAlone : css.select}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          go(event.target.value);
        }}
      >
        <option value="">{NO_SORT_LABEL}</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className={hydrated ? css.button.scripted : css.button.shown}>
        Sort
      </button>
    </form>
  );
}
