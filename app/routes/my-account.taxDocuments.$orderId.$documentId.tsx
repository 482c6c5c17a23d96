import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { PdfLink } from "~/components/tax-document/document-links";
import type { OrderDocuments } from "@api/contract/schemas/customer-orders";
import { PrintDocument } from "~/components/tax-document/print-document";
import { documentTitle } from "~/components/tax-document/document-title";
import { TaxDocument } from "~/components/tax-document/tax-document";
import { accountMeta } from "~/lib/account";
import { bodyOrThrow, customerApi } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountMeta(data ? documentTitle(data.document) : "Tax document");

/** One of the shopper's own GST documents (their tax invoice or a credit note), printable. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const envelope = await customerApi<OrderDocuments>(
    request,
    customer,
    `/customerOrders/${encodeURIComponent(params.orderId ?? "")}/documents`,
  );
  const documents = bodyOrThrow(envelope, "the order's tax documents");
  const document = [documents.invoice, ...documents.creditNotes].find((doc) => doc?._id === params.documentId);
  if (!document) throw new Response("Not found", { status: 404 });
  const orderId = encodeURIComponent(params.orderId ?? "");
  return {
    document,
    orderHref: `/my-account/orderDetails/${orderId}`,
    pdfHref: `/my-account/taxDocuments/${orderId}/${encodeURIComponent(document._id)}.pdf`,
  };
}

export default function TaxDocumentPage() {
  const { document, orderHref, pdfHref } = useLoaderData<typeof loader>();
  return (
    <>
      <div className={css.screenOnly}>
        <div className={css.actions}>
          <Link to={orderHref} className={css.button.secondary}>
            Back to order details
          </Link>
          <PdfLink doc={document} href={pdfHref} className={css.button.secondary} />
          <PrintDocument className={css.button.secondary} />
        </div>
      </div>
      <TaxDocument doc={document} Heading="h1" />
    </>
  );
}
