import { Link } from "@remix-run/react";
import { documentTitle } from "./document-title";
import type { TaxDocumentView } from "./tax-document";
import type { OrderDocuments } from "@api/contract/schemas/customer-orders";

/**
 * An order's GST documents as links (My Account's order and the back office's): the tax invoice,
 * or a word on when it comes, and each credit note with the amount it credits.
 */
export function DocumentLinks({
  documents,
  hrefOf,
  noInvoice,
}: {
  documents: OrderDocuments;
  hrefOf: (doc: TaxDocumentView) => string;
  noInvoice: string;
}) {
  return (
    <ul aria-label={`Tax documents of order ${documents.orderId}`}>
      <li>
        {documents.invoice ? <DocumentLink doc={documents.invoice} href={hrefOf(documents.invoice)} /> : noInvoice}
      </li>
      {documents.creditNotes.map((note) => (
        <li key={note._id}>
          <DocumentLink doc={note} href={hrefOf(note)} />
        </li>
      ))}
    </ul>
  );
}

/** The printable page, and its PDF beside it (`<page>.pdf`, a resource route). */
function DocumentLink({ doc, href }: { doc: TaxDocumentView; href: string }) {
  return (
    <>
      <Link to={href}>{documentTitle(doc)}</Link> (<PdfLink doc={doc} href={`${href}.pdf`} />)
    </>
  );
}

/** A plain link, so the download works the same with or without JavaScript. */
export function PdfLink({ doc, href, className }: { doc: TaxDocumentView; href: string; className?: string }) {
  return (
    <a href={href} className={className} download>
      Download PDF<span className="visually-hidden"> of {documentTitle(doc)}</span>
    </a>
  );
}
