import { Link } from "@remix-run/react";
import { type TaxDocumentView, documentTitle } from "./tax-document";

export type OrderDocuments = { orderId: string; invoice: TaxDocumentView | null; creditNotes: TaxDocumentView[] };

/**
 * An order's GST documents as links (My Account's order and the back office's): the tax invoice,
 * or a word on when it comes, and each credit note with the amount it credits.
 */
export function DocumentLinks({ documents, hrefOf, noInvoice }: { documents: OrderDocuments; hrefOf: (doc: TaxDocumentView) => string; noInvoice: string }) {
  return (
    <ul aria-label={`Tax documents of order ${documents.orderId}`}>
      <li>{documents.invoice ? <Link to={hrefOf(documents.invoice)}>{documentTitle(documents.invoice)}</Link> : noInvoice}</li>
      {documents.creditNotes.map((note) => (
        <li key={note._id}>
          <Link to={hrefOf(note)}>{documentTitle(note)}</Link>
        </li>
      ))}
    </ul>
  );
}
