import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { Pagination } from "~/components/account/pagination";
import { accountMeta } from "~/lib/account";
import {
  ENQUIRIES_PAGE_SIZE,
  ENQUIRY_STATUS_TEXT,
  MY_ENQUIRIES,
  type ShopperEnquiry,
  enquiryHref,
  repliesCount,
} from "~/lib/account-enquiries";
import { bodyOrThrow, customerApi } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";
import { formatDate, isoDate } from "~/lib/format-date";

export const meta: MetaFunction = () => accountMeta("My Enquiries");

const pageHref = (page: number) => (page === 1 ? MY_ENQUIRIES : `${MY_ENQUIRIES}?page=${page}`);

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const asked = new URL(request.url).searchParams.get("page");
  const page = asked === null ? 1 : Number(asked);
  // As the orders list: a page that is no number starts over, one past the end goes to the last.
  if (!Number.isInteger(page) || page < 1) throw redirect(pageHref(1));
  const envelope = await customerApi<ShopperEnquiry[]>(
    request,
    customer,
    `/customers/enquiries?page=${page}&limit=${ENQUIRIES_PAGE_SIZE}`,
  );
  const enquiries = bodyOrThrow(envelope, "your enquiries");
  const totalPages = envelope.totalPages ?? 1;
  if (page > 1 && page > totalPages) throw redirect(pageHref(Math.max(totalPages, 1)));
  return { enquiries, page, totalPages, totalRecords: envelope.totalRecords ?? enquiries.length };
}

/** The enquiries the shopper sent signed in, newest first: each one's subject, date, status and replies. */
export default function MyEnquiries() {
  const { enquiries, page, totalPages, totalRecords } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>My Enquiries</h1>
      <p className={css.muted}>
        Questions you send from a product page or the Contact Us page while signed in are kept here with the
        shop&rsquo;s replies.
      </p>
      {enquiries.length === 0 ? (
        <p>
          You have not sent any enquiries while signed in. <Link to="/contact-us">Ask the shop a question</Link>
        </p>
      ) : (
        <>
          <div className={css.tableScroll} role="region" aria-labelledby="enquiries-caption" tabIndex={0}>
            <table className={css.table}>
              <caption id="enquiries-caption">
                Your enquiries, newest first ({totalRecords} in all
                {totalPages > 1 ? `, page ${page} of ${totalPages}` : ""})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Enquiry</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Status</th>
                  <th scope="col">Replies</th>
                </tr>
              </thead>
              <tbody>
                {enquiries.map((enquiry) => (
                  <tr key={enquiry._id}>
                    <th scope="row">
                      <Link to={enquiryHref(enquiry)}>{enquiry.title}</Link>
                    </th>
                    <td className={css.numeric}>
                      <time dateTime={isoDate(enquiry.createdAt)}>{formatDate(enquiry.createdAt)}</time>
                    </td>
                    <td>{ENQUIRY_STATUS_TEXT[enquiry.status]}</td>
                    <td>{repliesCount(enquiry.replies.length)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={totalPages} hrefOf={pageHref} label="Enquiries pages" />
        </>
      )}
    </>
  );
}
