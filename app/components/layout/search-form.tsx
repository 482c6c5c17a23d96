import { Form } from "@remix-run/react";
import * as css from "@styles/layout/header.css";
import { SearchIcon } from "./icons";

/** The header search: a GET form, so /search?q= works with or without JavaScript. */
export function SearchForm({ id }: { id: string }) {
  return (
    <Form method="get" action="/search" role="search" className={css.searchForm}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        className={css.searchInput}
        type="search"
        name="q"
        placeholder="Type and hit enter"
        autoComplete="off"
      />
      <button type="submit" className={css.searchButton}>
        <SearchIcon className={css.icon} />
        <span className="visually-hidden">Search</span>
      </button>
    </Form>
  );
}
