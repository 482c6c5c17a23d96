import { Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import * as css from "../../../styles/account/account.css";

/**
 * 'Print invoice': with JavaScript the browser's print dialog opens straight away (the print
 * styles leave only the invoice on the paper). Without it, a link opens the invoice view,
 * which tells the shopper to use the browser's print; on that view itself there is then
 * nothing to render. Link and button have the same size: nothing shifts on hydration.
 */
export function PrintInvoice({ invoiceHref }: { invoiceHref?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return invoiceHref ? (
      <Link to={invoiceHref} className={css.button.secondary}>
        Print invoice
      </Link>
    ) : null;
  }
  return (
    <button type="button" className={css.button.secondary} onClick={() => window.print()}>
      Print invoice
    </button>
  );
}
