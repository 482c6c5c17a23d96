import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PdfLink } from "~/components/tax-document/document-links";
import type { OrderDocuments } from "@api/contract/schemas/customer-orders";
import { PrintDocument } from "~/components/tax-document/print-document";
import { documentTitle } from "~/components/tax-document/document-title";
import { TaxDocument } from "~/components/tax-document/tax-document";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  adminMeta(loaded ? documentTitle(loaded.document) : "Tax document");

/** One of an order's GST documents (its tax invoice or a credit note) as issued, printable. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const orderId = params.orderId ?? "";
  const answer = await adminApi<OrderDocuments>(
    { request, ...auth },
    `/orders/${encodeURIComponent(orderId)}/documents`,
  );
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  if (answer.status !== 200)
    throw new Error(`Could not load the order's tax documents: the API answered ${answer.status} (${answer.message})`);
  const document = [answer.body.invoice, ...answer.body.creditNotes].find((doc) => doc?._id === params.documentId);
  if (!document) throw data({ message: "There is no such document on this order." }, { status: 404 });
  return adminPage({ document, orderId: answer.body.orderId }, auth.session);
}

export default function AdminTaxDocument() {
  const { document, orderId } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="screen-only">
        <p>
          <Link to={`/admin/orders/${encodeURIComponent(orderId)}`}>Back to order {orderId}</Link>
        </p>
        <p>
          <PdfLink
            doc={document}
            href={`/admin/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(document._id)}.pdf`}
          />
        </p>
        <PrintDocument className={css.secondaryButton} />
      </div>
      <TaxDocument doc={document} Heading="h1" />
    </>
  );
}
