import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { STOCK_SOURCE_LABELS, stockStateLabel, variantLabel } from "~/components/admin/stock-options";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import type { skuHistorySchema } from "@api/contract/schemas/admin-stock";
import type { z } from "zod";

export const meta = () => adminMeta("Stock history");

type History = z.output<typeof skuHistorySchema>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const path = `/stock/${encodeURIComponent(params.kind ?? "")}/${encodeURIComponent(params.id ?? "")}`;
  const answer = await adminApi<History>({ request, ...auth }, path);
  if (answer.status !== 200)
    throw data({ message: answer.message }, { status: answer.status === 400 ? 404 : answer.status });
  return adminPage({ history: answer.body }, auth.session);
}

/** One sku's stock changes, newest first: who or what moved it, by how much, and why. */
export default function AdminStockHistory() {
  const { history } = useLoaderData<typeof loader>();
  const { sku, changes, totalChanges } = history;
  const variant = variantLabel(sku);
  return (
    <>
      <p>
        <Link to={`/admin/stock?q=${encodeURIComponent(sku.sku)}`}>Back to stock</Link>
      </p>
      <h1>
        {sku.name}
        {variant ? `, ${variant}` : ""}
      </h1>
      <section className={css.section} aria-labelledby="sku-heading">
        <h2 id="sku-heading" className={css.sectionTitle}>
          Sku
        </h2>
        <dl className={css.details}>
          <dt>Sku</dt>
          <dd>{sku.sku}</dd>
          <dt>In stock</dt>
          <dd>
            {sku.stock} ({stockStateLabel(sku)})
          </dd>
          <dt>Low-stock threshold</dt>
          <dd>{sku.threshold === null ? `${sku.effectiveThreshold} (the shop's default)` : sku.threshold}</dd>
        </dl>
      </section>
      <section aria-labelledby="changes-heading">
        <h2 id="changes-heading" className={css.sectionTitle}>
          Stock changes ({totalChanges})
        </h2>
        {changes.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <>
            {totalChanges > changes.length ? <p className={css.lead}>The latest {changes.length} are shown.</p> : null}
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Change</th>
                  <th scope="col">By</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change._id}>
                    <th scope="row">{formatDateTime(change.at)}</th>
                    <td data-label="Change">
                      {change.before} to {change.after} ({change.delta > 0 ? `+${change.delta}` : change.delta})
                    </td>
                    <td data-label="By" className={css.breakable}>
                      {STOCK_SOURCE_LABELS[change.source] ?? change.source}
                      {change.staffEmail ? `: ${change.staffEmail}` : ""}
                    </td>
                    <td data-label="Reason">{change.reason ?? "None given"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </>
  );
}
