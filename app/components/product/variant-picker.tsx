import { Link } from "@remix-run/react";
import type { VariantOption } from "~/lib/product-variant";
import * as css from "@styles/product/product.css";

/**
 * A colour or size picker: plain links to the variant URLs, so it works without JavaScript
 * and every choice has an address. A sold-out choice stays reachable to see its details.
 */
export function VariantPicker({
  id,
  label,
  chosen,
  options,
}: {
  id: string;
  label: string;
  chosen: string | null;
  options: VariantOption[];
}) {
  if (options.length === 0) return null;
  const headingId = `${id}-label`;
  return (
    <div className={css.picker}>
      <p id={headingId} className={css.pickerLabel}>
        {label}: <strong>{chosen}</strong>
      </p>
      <ul className={css.options} aria-labelledby={headingId}>
        {options.map((option) => (
          <li key={option.id}>
            <Link
              to={option.href}
              className={css.option}
              aria-current={option.current ? "true" : undefined}
              preventScrollReset
              prefetch="intent"
            >
              {option.hex ? (
                <span className={css.swatch} style={{ backgroundColor: option.hex }} aria-hidden="true" />
              ) : null}
              {option.name}
              {option.soldOut ? <span className={css.soldOut}> (sold out)</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
