import { Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import * as css from "@styles/account/account.css";

/**
 * 'Print order summary': what is printed is the order's summary (the spec's `?invoice` view), not
 * its GST tax invoice, which has its own page. With JavaScript the browser's print dialog opens
 * straight away (the print styles leave only the summary on the paper). Without it, a link opens
 * the summary's own page, which tells the shopper to use the browser's print; on that page itself
 * there is then nothing to render. Link and button have the same size: nothing shifts on hydration.
 */
export function PrintOrderSummary({ summaryHref }: { summaryHref?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return summaryHref ? (
      <Link to={summaryHref} className={css.button.secondary}>
        Print order summary
      </Link>
    ) : null;
  }
  return (
    <button type="button" className={css.button.secondary} onClick={() => window.print()}>
      Print order summary
    </button>
  );
}
