import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { Pagination } from "~/components/account/pagination";
import { ORDERS_PAGE_SIZE, type Order, accountMeta, orderStatusText, paymentMethodText } from "~/lib/account";
import { customerApi } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";
import { formatPrice } from "~/lib/format";
import { formatDate, isoDate } from "~/lib/format-date";

export const meta: MetaFunction = () => accountMeta("My Orders");

const ordersHref = (page: number) => (page === 1 ? "/my-account/orders" : `/my-account/orders?page=${page}`);

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const asked = new URL(request.url).searchParams.get("page");
  const page = asked === null ? 1 : Number(asked);
  // Spec 4: the page is clamped to 1 and the last page; a page that is no number starts over.
  if (!Number.isInteger(page) || page < 1) throw redirect(ordersHref(1));

  const envelope = await customerApi<Order[]>(
    request,
    customer,
    `/customerOrders?page=${page}&limit=${ORDERS_PAGE_SIZE}`,
  );
  if (envelope.status !== 200) throw new Error(`Could not load the orders: ${envelope.status} ${envelope.message}`);
  const totalPages = envelope.totalPages ?? 1;
  if (page > 1 && page > totalPages) throw redirect(ordersHref(Math.max(totalPages, 1)));

  return { orders: envelope.body, page, totalPages, totalRecords: envelope.totalRecords ?? envelope.body.length };
}

export default function Orders() {
  const { orders, page, totalPages, totalRecords } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Orders History</h1>
      {orders.length === 0 ? (
        <p>
          You have not placed any orders yet. <Link to="/">Browse the shop</Link>
        </p>
      ) : (
        <>
          <div className={css.tableScroll} role="region" aria-labelledby="orders-caption" tabIndex={0}>
            <table className={css.table}>
              <caption id="orders-caption">
                Your orders, newest first ({totalRecords} in all
                {totalPages > 1 ? `, page ${page} of ${totalPages}` : ""})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col" className={css.numeric}>
                    Total
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order._id}>
                    <th scope="row">{order.orderId}</th>
                    <td>
                      <time dateTime={isoDate(order.createdAt)}>{formatDate(order.createdAt)}</time>
                    </td>
                    <td>{orderStatusText(order.orderStatus)}</td>
                    <td>{paymentMethodText(order.paymentMethod)}</td>
                    <td className={css.numeric}>{formatPrice(order.totalAmount)}</td>
                    <td>
                      <Link
                        to={`/my-account/orderDetails/${encodeURIComponent(order.orderId)}`}
                        className={css.rowLink}
                      >
                        View<span className="visually-hidden"> order {order.orderId}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={totalPages} hrefOf={ordersHref} label="Orders pages" />
        </>
      )}
    </>
  );
}
