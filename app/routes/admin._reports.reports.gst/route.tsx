import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { indiaParts } from "@api/validation/india-time";
import { AdminField } from "~/components/admin/form-controls";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { formatPrice } from "~/lib/format";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as reportCss from "@styles/admin/gst-report.css";
import type { gstReportSchema } from "@api/contract/schemas/admin-reports";
import type { z } from "zod";

export const meta = () => adminMeta("GST return (GSTR-1)");

type Sheet = {
  key: string;
  title: string;
  columns: string[];
  rows: (string | number)[][];
  totals: { label: string; column: string; value: string | number }[];
};
type GstReport = z.output<typeof gstReportSchema>;

/** The month a return is filed for by default: the one before this one, in India. */
function lastMonth(now: Date) {
  const [year, month] = indiaParts(now).date.split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const month = new URL(request.url).searchParams.get("month") ?? lastMonth(new Date());
  const answer = await adminApi<GstReport>({ request, ...auth }, `/reports/gst?${new URLSearchParams({ month })}`);
  return adminPage(
    {
      month,
      report: answer.status === 200 ? answer.body : null,
      monthError: answer.status === 200 ? null : (answer.errors.month ?? answer.message),
    },
    auth.session,
  );
}

/**
 * A month's GSTR-1 figures, table by table, each with its totals and its CSV for the GST
 * offline tool. The month is a GET form, so the page's address can be shared.
 */
export default function AdminGstReport() {
  const { month, report, monthError } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>GST return (GSTR-1)</h1>
      <section className={css.section} aria-labelledby="gst-month-heading">
        <h2 id="gst-month-heading" className={css.sectionTitle}>
          Which month
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="gst-month-heading">
          <AdminField
            label="Month"
            hint="As YYYY-MM, e.g. 2026-11. Documents count by their date in India."
            errors={monthError ? [monthError] : undefined}
            inputProps={{ id: "gst-month", name: "month", type: "month", defaultValue: month, required: true }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Show figures
            </button>
          </div>
        </Form>
      </section>
      {report ? <Report report={report} /> : null}
    </>
  );
}

function Report({ report }: { report: GstReport }) {
  return (
    <>
      <p className={css.lead}>
        {report.documents === 1 ? "1 invoice or credit note" : `${report.documents} invoices and credit notes`} issued
        in {report.month}. B2C large: inter-state invoices to unregistered buyers above{" "}
        {formatPrice(Number(report.b2clThreshold))}. Amounts in rupees.
      </p>
      {report.sheets.map((sheet) => (
        <SheetSection key={sheet.key} sheet={sheet} month={report.month} />
      ))}
    </>
  );
}

function SheetSection({ sheet, month }: { sheet: Sheet; month: string }) {
  const headingId = `sheet-${sheet.key}-heading`;
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {sheet.title}
      </h2>
      <dl className={`${css.details} ${reportCss.totals}`}>
        {sheet.totals.map((total) => (
          <Fragment key={total.label}>
            <dt>{total.label}</dt>
            <dd className={reportCss.amount} data-total={`${sheet.key}:${total.column}`}>
              {total.value}
            </dd>
          </Fragment>
        ))}
      </dl>
      <p>
        <a href={`/admin/reports/gst/${sheet.key}.csv?${new URLSearchParams({ month })}`} download>
          Download {sheet.key}.csv<span className="visually-hidden"> ({sheet.title})</span>
        </a>
      </p>
      {sheet.rows.length === 0 ? (
        <p>Nothing to report in this table.</p>
      ) : (
        <div className={reportCss.tableScroll} role="region" aria-label={`Rows of ${sheet.title}`} tabIndex={0}>
          <table className={css.table}>
            <caption className="visually-hidden">{sheet.title}</caption>
            <thead>
              <tr>
                {sheet.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, at) => (
                    <td key={sheet.columns[at]} data-label={sheet.columns[at]}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
