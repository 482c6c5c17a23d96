import { Form } from "@remix-run/react";
import type { SearchKind } from "@api/validation/admin-search";
import * as css from "@styles/admin/order-search.css";
import { searchClues } from "./search-clues";

/**
 * The header's search, on every back-office screen for staff with something to find: orders,
 * products and customers, as far as the role may open them. A GET form, so a search is a URL and
 * works without JavaScript.
 */
export function SearchBox({ kinds }: { kinds: readonly SearchKind[] }) {
  const clues = searchClues(kinds);
  return (
    <Form method="get" action="/admin/search" role="search" aria-label="Back office" className={css.headerSearch}>
      <label htmlFor="header-search" className="visually-hidden">
        {clues.label}
      </label>
      {clues.hint ? (
        <span id="header-search-hint" className="visually-hidden">
          {clues.hint}
        </span>
      ) : null}
      <input
        id="header-search"
        name="q"
        type="search"
        required
        maxLength={100}
        placeholder={clues.label}
        aria-describedby={clues.hint ? "header-search-hint" : undefined}
        autoComplete="off"
        spellCheck={false}
        className={css.headerInput}
      />
      {/* The button says "Find"; its name says what: "Find orders or customers". */}
      <button type="submit" className={css.headerButton}>
        Find<span className="visually-hidden">{clues.button.slice("Find".length)}</span>
      </button>
    </Form>
  );
}
