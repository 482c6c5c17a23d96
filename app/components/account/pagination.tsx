import { Link } from "@remix-run/react";
import * as css from "@styles/account/account.css";

type Props = { page: number; totalPages: number; hrefOf: (page: number) => string; label: string };

/**
 * Pages as plain links (spec 4: Previous, Next or a number; clamped to the first and last).
 * At an end, Previous or Next stays in place but is no link: announced as disabled, and the
 * numbers after it do not jump about.
 */
export function Pagination({ page, totalPages, hrefOf, label }: Props) {
  if (totalPages <= 1) return null;
  const numbers = Array.from({ length: totalPages }, (_, i) => i + 1);
  const step = (target: number, text: string, rel: "prev" | "next", enabled: boolean) =>
    enabled ? (
      <Link to={hrefOf(target)} rel={rel} className={css.pageLink}>
        {text}
      </Link>
    ) : (
      <a role="link" aria-disabled="true" className={css.pageLink}>
        {text}
      </a>
    );
  return (
    <nav aria-label={label} className={css.pagination}>
      <ul className={css.pageList}>
        <li>{step(page - 1, "Previous", "prev", page > 1)}</li>
        {numbers.map((n) => (
          <li key={n}>
            <Link
              to={hrefOf(n)}
              className={css.pageLink}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>{step(page + 1, "Next", "next", page < totalPages)}</li>
      </ul>
    </nav>
  );
}
