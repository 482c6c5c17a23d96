import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuditChanges } from "./audit-changes";
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
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

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
  const list = useLoaderData<typeof loader>();
  const { options, rows } = list;
  return (
    <>
      <h1>Audit log</h1>
      <FilterPanel headingId="audit-filters-heading" heading="Filter changes" submitLabel="Show changes" list={list}>
        <FilterSelect
          label="Made by"
          name="actorKind"
          id="filter-actor"
          options={[any("Anyone"), ...options.actorKinds]}
        />
        <FilterSelect
          label="Member of staff"
          name="staffId"
          id="filter-staff"
          options={[any("Any member of staff"), ...options.staff.map((s) => ({ value: s._id, label: s.email }))]}
        />
        <FilterSelect
          label="Kind of record"
          name="entityType"
          id="filter-entity"
          options={[any("Any kind"), ...options.entityTypes.map((value) => ({ value, label: recordKindLabel(value) }))]}
        />
        <FilterSelect
          label="Action"
          name="action"
          options={[any("Any action"), ...options.actions.map((value) => ({ value, label: value }))]}
        />
        <FilterField label="From" name="from" type="date" />
        <FilterField label="To" name="to" type="date" />
      </FilterPanel>
      <ListResults
        headingId="audit-list-heading"
        list={list}
        one="change"
        many="changes"
        empty={rows.length === 0}
        pagerLabel="Pages of the audit log"
      >
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
      </ListResults>
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
