import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { AuditChanges } from "./audit-changes";
import { Pager } from "~/components/admin/pager";
import { adminApi } from "~/lib/admin/api.server";
import { auditRecordHref, recordKindLabel } from "./audit-links";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import type { auditEntrySchema, auditFiltersSchema } from "@api/contract/schemas/admin-audit";
import type { z } from "zod";

export const meta = () => adminMeta("Audit log");

type AuditRow = z.output<typeof auditEntrySchema>;
type Filters = z.output<typeof auditFiltersSchema>;

const FILTERS = ["actorKind", "staffId", "entityType", "action", "from", "to"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const [rows, options] = await Promise.all([
    adminApi<AuditRow[]>({ request, ...auth }, `/audit?${params}`),
    adminApi<Filters>({ request, ...auth }, "/audit/filters"),
  ]);
  return adminPage(
    {
      filters,
      options: options.status === 200 ? options.body : { actorKinds: [], staff: [], entityTypes: [], actions: [] },
      search,
      rows: rows.status === 200 ? rows.body : [],
      ...listPaging(rows),
    },
    auth.session,
  );
}

const any = (label: string) => ({ value: "", label });

export default function AdminAudit() {
  const { filters, filterErrors, options, search, rows, page, totalPages, totalRecords } =
    useLoaderData<typeof loader>();
  const errors = (name: string) => (filterErrors[name] ? [filterErrors[name]] : undefined);
  return (
    <>
      <h1>Audit log</h1>
      <section className={css.section} aria-labelledby="audit-filters-heading">
        <h2 id="audit-filters-heading" className={css.sectionTitle}>
          Filter changes
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="audit-filters-heading">
          <AdminSelect
            label="Made by"
            errors={errors("actorKind")}
            options={[any("Anyone"), ...options.actorKinds]}
            selectProps={{ id: "filter-actor", name: "actorKind", defaultValue: filters.actorKind }}
          />
          <AdminSelect
            label="Member of staff"
            errors={errors("staffId")}
            options={[any("Any member of staff"), ...options.staff.map((s) => ({ value: s._id, label: s.email }))]}
            selectProps={{ id: "filter-staff", name: "staffId", defaultValue: filters.staffId }}
          />
          <AdminSelect
            label="Kind of record"
            errors={errors("entityType")}
            options={[
              any("Any kind"),
              ...options.entityTypes.map((value) => ({ value, label: recordKindLabel(value) })),
            ]}
            selectProps={{ id: "filter-entity", name: "entityType", defaultValue: filters.entityType }}
          />
          <AdminSelect
            label="Action"
            errors={errors("action")}
            options={[any("Any action"), ...options.actions.map((value) => ({ value, label: value }))]}
            selectProps={{ id: "filter-action", name: "action", defaultValue: filters.action }}
          />
          <AdminField
            label="From"
            errors={errors("from")}
            inputProps={{ id: "filter-from", name: "from", type: "date", defaultValue: filters.from }}
          />
          <AdminField
            label="To"
            errors={errors("to")}
            inputProps={{ id: "filter-to", name: "to", type: "date", defaultValue: filters.to }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Show changes
            </button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="audit-list-heading">
        <h2 id="audit-list-heading" className={css.sectionTitle}>
          {totalRecords === 1 ? "1 change" : `${totalRecords} changes`}
        </h2>
        {rows.length === 0 ? (
          <p>No changes match these filters.</p>
        ) : (
          <table className={css.table} aria-labelledby="audit-list-heading">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Record</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  <th scope="row">{formatDateTime(row.at)}</th>
                  <td data-label="Who">{row.actor}</td>
                  <td data-label="Action">{row.action}</td>
                  <td data-label="Record">
                    <AuditRecord row={row} />
                  </td>
                  <td data-label="Changes">
                    <AuditChanges
                      changes={row.changes}
                      caption={`Changes to ${row.entityLabel ?? row.entityId}, ${formatDateTime(row.at)}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager search={search} page={page} totalPages={totalPages} label="Pages of the audit log" />
      </section>
    </>
  );
}

/** The record by kind and name, linked to its page; an older entry's record by its id. */
function AuditRecord({ row }: { row: AuditRow }) {
  const href = auditRecordHref(row.entityType, row.entityId, row.action);
  const name = row.entityLabel ?? <span className={css.copyable}>{row.entityId}</span>;
  return (
    <>
      {recordKindLabel(row.entityType)}: {href ? <Link to={href}>{name}</Link> : name}
    </>
  );
}
