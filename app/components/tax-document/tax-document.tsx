import type { TaxDocumentParty, TaxDocumentView } from "@api/contract/schemas/customer-orders";
import * as css from "@styles/components/tax-document.css";
import { formatPrice } from "~/lib/format";
import { formatDate, isoDate } from "~/lib/format-date";
import { documentTitle } from "./document-title";

export type { TaxDocumentView };

/** Money on a tax document always shows its paise, so the columns add up as printed. */
const money = (amount: number) => formatPrice(amount, { alwaysPaise: true });

/**
 * A GST tax invoice or credit note as issued (shared by My Account and the back office): the
 * seller and buyer with their GSTINs and states, number and date, place of supply, each line's
 * HSN or SAC, quantity, taxable value, rate and tax (CGST and SGST within the state, IGST to
 * another), the totals and the total in words (CGST rules, rule 46 and 53).
 */
export function TaxDocument({ doc, Heading }: { doc: TaxDocumentView; Heading: "h1" | "h2" }) {
  const headingId = `document-${doc._id}`;
  const intra = doc.supplyType === "intra";
  const title = documentTitle(doc);
  return (
    <section aria-labelledby={headingId} className={css.document}>
      <div className={css.head}>
        <Heading id={headingId}>{title}</Heading>
        <dl className={css.facts}>
          <dt>{doc.kind === "invoice" ? "Invoice number" : "Credit note number"}</dt>
          <dd>{doc.number}</dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={isoDate(doc.issuedAt)}>{formatDate(doc.issuedAt, "invoice")}</time>
          </dd>
          {doc.invoiceNumber ? (
            <>
              <dt>Against invoice</dt>
              <dd>{doc.invoiceNumber}</dd>
            </>
          ) : null}
          <dt>Place of supply</dt>
          <dd>
            {doc.placeOfSupply.state} ({doc.placeOfSupply.code})
          </dd>
          <dt>Tax</dt>
          <dd>{intra ? "Within the state: CGST and SGST" : "To another state: IGST"}</dd>
          <dt>Reverse charge</dt>
          <dd>No</dd>
        </dl>
      </div>
      <div className={css.parties}>
        <Party title="Seller" party={doc.seller} />
        <Party title={doc.kind === "invoice" ? "Buyer (billed and shipped to)" : "Buyer"} party={doc.buyer} />
      </div>
      <div className={css.scroller} role="region" aria-label={`Lines of ${title}`} tabIndex={0}>
        <table className={css.lines}>
          <caption className="visually-hidden">Lines of {title}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Description</th>
              <th scope="col">HSN/SAC</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Taxable value
              </th>
              <th scope="col" className="num">
                GST rate
              </th>
              {intra ? (
                <>
                  <th scope="col" className="num">
                    CGST
                  </th>
                  <th scope="col" className="num">
                    SGST
                  </th>
                </>
              ) : (
                <th scope="col" className="num">
                  IGST
                </th>
              )}
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td>
                  {line.description}
                  {line.sku ? <> ({line.sku})</> : null}
                  {line.discount > 0 ? <> (discount {money(line.discount)})</> : null}
                </td>
                <td>{line.hsnCode}</td>
                {/* A credit note that lowers a price rather than taking goods back has no quantity. */}
                <td className="num">{line.quantity || "-"}</td>
                <td className="num">{money(line.taxableValue)}</td>
                <td className="num">{line.gstRate}%</td>
                {intra ? (
                  <>
                    <td className="num">{money(line.cgst)}</td>
                    <td className="num">{money(line.sgst)}</td>
                  </>
                ) : (
                  <td className="num">{money(line.igst)}</td>
                )}
                <td className="num">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td className="num">{money(doc.taxableValue)}</td>
              <td />
              {intra ? (
                <>
                  <td className="num">{money(doc.cgst)}</td>
                  <td className="num">{money(doc.sgst)}</td>
                </>
              ) : (
                <td className="num">{money(doc.igst)}</td>
              )}
              <td className="num">{money(doc.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className={css.facts}>
        <dt>Total {doc.kind === "invoice" ? "invoice value" : "credited"}</dt>
        <dd>{money(doc.total)}</dd>
        <dt>In words</dt>
        <dd className={css.words}>{doc.totalInWords}</dd>
      </dl>
      <p>Prices include GST. This document is computer generated and needs no signature.</p>
    </section>
  );
}

function Party({ title, party }: { title: string; party: TaxDocumentParty }) {
  return (
    <div>
      <p>
        <strong>{title}</strong>
      </p>
      <address className={css.party}>
        <strong>{party.name}</strong>
        <br />
        {party.address}
        <br />
        State: {party.state} ({party.stateCode})
        {party.gstin ? (
          <>
            <br />
            GSTIN: {party.gstin}
          </>
        ) : null}
      </address>
    </div>
  );
}
