import { Link } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { ENQUIRY_STATUS_TEXT, type ShopperEnquiry } from "~/lib/account-enquiries";
import { formatDateTime, isoDate } from "~/lib/format-date";

/** When it was sent, its status and the product it is about (a link to the product's page). */
export function EnquiryFacts({ enquiry }: { enquiry: ShopperEnquiry }) {
  return (
    <dl className={css.details}>
      <dt>Sent</dt>
      <dd>
        <time dateTime={isoDate(enquiry.createdAt)}>{formatDateTime(enquiry.createdAt)}</time>
      </dd>
      <dt>Status</dt>
      <dd>{ENQUIRY_STATUS_TEXT[enquiry.status]}</dd>
      {enquiry.product ? (
        <>
          <dt>Product</dt>
          <dd>
            <Link to={enquiry.product.path}>{enquiry.product.name}</Link>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** The shopper's question, then the shop's replies oldest first (staff's internal notes never reach the API's answer). */
export function EnquiryThread({ enquiry }: { enquiry: ShopperEnquiry }) {
  return (
    <>
      <section className={css.section} aria-labelledby="question-heading">
        <h2 id="question-heading" className={css.panelTitle}>
          Your question
        </h2>
        <p className={css.message}>{enquiry.question || "(No message)"}</p>
      </section>
      <section className={css.section} aria-labelledby="replies-heading">
        <h2 id="replies-heading" className={css.panelTitle}>
          The shop&rsquo;s replies
        </h2>
        {enquiry.replies.length === 0 ? (
          <p>No reply yet. The shop answers by email too, to the address you gave.</p>
        ) : (
          <ol className={css.refundList}>
            {enquiry.replies.map((reply, index) => (
              <li key={`${reply.createdAt}-${index}`} className={css.panel}>
                <p className={css.muted}>
                  <time dateTime={isoDate(reply.createdAt)}>{formatDateTime(reply.createdAt)}</time>
                </p>
                <p className={css.message}>{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
