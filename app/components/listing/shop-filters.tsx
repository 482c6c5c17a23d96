import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { autoSubmitFormProps } from "~/lib/hydration";
import {
  EMPTY_LISTING_STATE,
  type FilterDraft,
  type ListingState,
  PRICE_MAX,
  PRICE_MIN,
  filterHref,
  hasFilters,
  listingHref,
  listingSearch,
} from "~/lib/listing";
import * as css from "@styles/listing/listing.css";
import { HiddenFields } from "./hidden-fields";
import { useLatestListingState } from "./use-latest-listing-state";
import { PriceSlider } from "./price-slider";

type Named = { _id: string; name: string; slug: string };

type Props = {
  /** The listing's own address, /shop/{catSlug}[/{subCatSlug}]. */
  pathname: string;
  state: ListingState;
  category: Named;
  subCategories: Named[];
  currentSubCategory: string | null;
  sizes: Named[];
  colors: (Named & { hex: string })[];
};

/** Typing in a price box waits this long for the next key before the list reloads. */
const TYPING_PAUSE_MS = 300;

const draftOf = (state: ListingState): FilterDraft => ({
  sizes: state.sizes,
  colors: state.colors,
  minInput: state.minInput || String(PRICE_MIN),
  maxInput: state.maxInput || String(PRICE_MAX),
});

const toggled = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/**
 * The shop's sidebar (spec 2): the category's shelves, sizes, colours and the price range.
 * Without JavaScript it is a GET form with an Apply button, behind a Filter toggle on narrow
 * screens. With it, every change reloads the list at once (price boxes after a pause), the
 * button goes, and the price boxes gain a two-thumb slider.
 */
export function ShopFilters({ pathname, state, category, subCategories, currentSubCategory, sizes, colors }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const latest = useLatestListingState(pathname, state);
  const [draft, setDraft] = useState(() => draftOf(state));
  const pending = useRef<ReturnType<typeof setTimeout>>();
  // A panel the server opened to show a price message stays as the shopper leaves it afterwards.
  const [openAtFirst] = useState(() => state.priceError !== null);

  useEffect(() => {
    // The address changed (back button, a link): show what it says, unless the shopper is mid-typing.
    if (pending.current === undefined) setDraft(draftOf(state));
  }, [state]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const send = (next: FilterDraft) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    navigate(filterHref(pathname, latest, next), { preventScrollReset: true });
  };
  const change = (next: FilterDraft, wait = false) => {
    setDraft(next);
    if (!wait) return send(next);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => send(next), TYPING_PAUSE_MS);
  };

  const shelfHref = (path: string) => listingHref(path, { ...EMPTY_LISTING_STATE, sort: state.sort, view: state.view });
  const chosen =
    state.sizes.length + state.colors.length + (state.minAmount !== null || state.maxAmount !== null ? 1 : 0);
  const priceInvalid = state.priceError !== null;

  return (
    <aside className={css.sidebar} aria-label="Filters">
      <details className={css.panel} open={openAtFirst}>
        <summary className={css.panelToggle}>
          Filter
          {chosen > 0 ? (
            <span>
              {` (${chosen}`}
              <span className="visually-hidden"> chosen</span>)
            </span>
          ) : null}
        </summary>
        <div className={css.filterBody}>
          <nav aria-labelledby="shelves-heading">
            <h2 id="shelves-heading" className={css.groupHeading}>
              Categories
            </h2>
            <ul className={css.optionList}>
              <li>
                <Link
                  to={shelfHref(`/shop/${category.slug}`)}
                  className={css.subCategoryLink}
                  aria-current={currentSubCategory === null ? "page" : undefined}
                >
                  All {category.name}
                </Link>
              </li>
              {subCategories.map((sub) => (
                <li key={sub._id}>
                  <Link
                    to={shelfHref(`/shop/${category.slug}/${sub.slug}`)}
                    className={css.subCategoryLink}
                    aria-current={currentSubCategory === sub.slug ? "page" : undefined}
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <form
            method="get"
            action={pathname}
            // Otherwise the browser refills the boxes on Back, showing choices the page did not apply.
            autoComplete="off"
            className={css.filterBody}
            {...autoSubmitFormProps}
            onSubmit={(event) => {
              event.preventDefault();
              send(draft);
            }}
          >
            <HiddenFields
              params={listingSearch(state, { page: 1 })}
              only={(name) => name === "sort" || name === "view"}
            />

            {sizes.length > 0 ? (
              <fieldset className={css.fieldset}>
                <legend className={css.groupHeading}>Size</legend>
                <ul className={css.optionList}>
                  {sizes.map((size) => (
                    <li key={size._id}>
                      <label className={css.option}>
                        <input
                          type="checkbox"
                          name="sizes"
                          value={size.slug}
                          className={css.checkbox}
                          checked={draft.sizes.includes(size.slug)}
                          onChange={(event) =>
                            change({ ...draft, sizes: toggled(draft.sizes, size.slug, event.target.checked) })
                          }
                        />
                        {size.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}

            {colors.length > 0 ? (
              <fieldset className={css.fieldset}>
                <legend className={css.groupHeading}>Colour</legend>
                <ul className={css.optionList}>
                  {colors.map((color) => (
                    <li key={color._id}>
                      <label className={css.option}>
                        <input
                          type="checkbox"
                          name="colors"
                          value={color.slug}
                          className={css.checkbox}
                          checked={draft.colors.includes(color.slug)}
                          onChange={(event) =>
                            change({ ...draft, colors: toggled(draft.colors, color.slug, event.target.checked) })
                          }
                        />
                        <span className={css.swatch} style={{ background: color.hex }} aria-hidden="true" />
                        {color.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}

            <fieldset className={css.fieldset}>
              <legend className={css.groupHeading}>Price (Rs)</legend>
              <div className={css.priceFields}>
                <label className={css.priceField}>
                  Min price
                  <input
                    type="number"
                    name="minAmount"
                    inputMode="numeric"
                    min={PRICE_MIN}
                    max={PRICE_MAX}
                    step={1}
                    className={css.input}
                    value={draft.minInput}
                    aria-invalid={priceInvalid || undefined}
                    aria-describedby={priceInvalid ? "price-error" : undefined}
                    onChange={(event) => change({ ...draft, minInput: event.target.value }, true)}
                  />
                </label>
                <label className={css.priceField}>
                  Max price
                  <input
                    type="number"
                    name="maxAmount"
                    inputMode="numeric"
                    min={PRICE_MIN}
                    max={PRICE_MAX}
                    step={1}
                    className={css.input}
                    value={draft.maxInput}
                    aria-invalid={priceInvalid || undefined}
                    aria-describedby={priceInvalid ? "price-error" : undefined}
                    onChange={(event) => change({ ...draft, maxInput: event.target.value }, true)}
                  />
                </label>
              </div>
              {priceInvalid ? (
                <p id="price-error" className={css.fieldError}>
                  {state.priceError}
                </p>
              ) : null}
              {hydrated ? (
                <PriceSlider
                  minInput={draft.minInput}
                  maxInput={draft.maxInput}
                  onChange={(minInput, maxInput) => change({ ...draft, minInput, maxInput }, true)}
                />
              ) : null}
            </fieldset>

            <div className={css.filterActions}>
              <button type="submit" className={hydrated ? css.button.scripted : css.button.shown}>
                Apply
              </button>
              {hasFilters(state) || priceInvalid ? (
                <Link
                  to={listingHref(pathname, state, { sizes: [], colors: [], minAmount: null, maxAmount: null })}
                  className={css.clearLink}
                  preventScrollReset
                >
                  Clear filters
                </Link>
              ) : null}
            </div>
          </form>
        </div>
      </details>
    </aside>
  );
}
