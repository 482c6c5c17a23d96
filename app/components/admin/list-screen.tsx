/**
 * A back-office list screen's two sections: its filters, a GET form whose address can be shared (it
 * works without JavaScript), and its results, headed by how many there are and paged. They read
 * what `readListQuery` and `listPaging` put in the loader's data.
 */
import { createContext, type InputHTMLAttributes, type ReactNode, useContext } from "react";
import { Form } from "@remix-run/react";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { Pager } from "~/components/admin/pager";
import * as css from "@styles/admin/admin.css";

/** The filters as the address gives them, and the messages of those the API refused, by name. */
type FilterState = { filters: Record<string, string>; filterErrors: Record<string, string> };

const FilterContext = createContext<FilterState>({ filters: {}, filterErrors: {} });

/** A filter's own parts: its name in the address, its label, and its id when not `filter-{name}`. */
type FilterCommon = { name: string; label: string; id?: string; hint?: ReactNode };

function useFilter(name: string) {
  const { filters, filterErrors } = useContext(FilterContext);
  return { value: filters[name], errors: filterErrors[name] ? [filterErrors[name]] : undefined };
}

/** The filters' section: its heading, the fields given as children, and the button that applies them. */
export function FilterPanel({
  headingId,
  heading,
  submitLabel,
  list,
  actions,
  children,
}: {
  headingId: string;
  heading: string;
  submitLabel: string;
  list: FilterState;
  /** More in the button row, after the submit button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {heading}
      </h2>
      <Form method="get" className={css.filters} aria-labelledby={headingId}>
        <FilterContext.Provider value={list}>{children}</FilterContext.Provider>
        <div className={css.buttonRow}>
          <button type="submit" className={css.secondaryButton}>
            {submitLabel}
          </button>
          {actions}
        </div>
      </Form>
    </section>
  );
}

/** A typed filter (a search, a date, a pincode), showing the address's value. */
export function FilterField({
  name,
  label,
  id = `filter-${name}`,
  hint,
  ...input
}: FilterCommon & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue">) {
  const { value, errors } = useFilter(name);
  return (
    <AdminField label={label} hint={hint} errors={errors} inputProps={{ id, name, ...input, defaultValue: value }} />
  );
}

/** A filter chosen from options; `fallback` is the option shown while the address has none. */
export function FilterSelect({
  name,
  label,
  id = `filter-${name}`,
  hint,
  options,
  fallback,
}: FilterCommon & { options: readonly { value: string; label: string }[]; fallback?: string }) {
  const { value, errors } = useFilter(name);
  return (
    <AdminSelect
      label={label}
      hint={hint}
      errors={errors}
      options={options}
      selectProps={{ id, name, defaultValue: fallback ? value || fallback : value }}
    />
  );
}

/**
 * The results' section: "1 post" or "N posts" as its heading, then `lead` (a download link, a
 * question), then the list or, when `empty`, `emptyText`, then the pager.
 */
export function ListResults({
  headingId,
  list,
  one,
  many,
  empty,
  emptyText = `No ${many} match these filters.`,
  pagerLabel = `Pages of ${many}`,
  lead,
  children,
}: {
  headingId: string;
  list: { search: string; page: number; totalPages: number; totalRecords: number };
  one: string;
  many: string;
  empty: boolean;
  emptyText?: string;
  pagerLabel?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {list.totalRecords === 1 ? `1 ${one}` : `${list.totalRecords} ${many}`}
      </h2>
      {lead}
      {empty ? <p>{emptyText}</p> : children}
      <Pager search={list.search} page={list.page} totalPages={list.totalPages} label={pagerLabel} />
    </section>
  );
}
