import * as css from "@styles/admin/admin.css";

/** One changed field of an audit entry: its form label, and its value before and after (absent: it had none). */
export type AuditChange = { field: string; label: string; before?: unknown; after?: unknown };

/** A long text (a page's HTML) is cut short: the log says it changed, the record's page shows it whole. */
const LONGEST = 300;

/** A logged value as words: yes/no, a list joined, nothing as "(none)". */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const words =
    Array.isArray(value) && value.every((item) => typeof item !== "object")
      ? value.join(", ")
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  return words.length > LONGEST ? `${words.slice(0, LONGEST)}…` : words;
}

/** An audit entry's changes, one row per field: what it was and what it became. */
export function AuditChanges({ changes, caption }: { changes: AuditChange[]; caption: string }) {
  if (changes.length === 0) return <span>No values recorded</span>;
  return (
    <table className={`${css.table} ${css.changes}`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            <td data-label="Before">
              <del className={css.removed}>{auditValue(change.before)}</del>
            </td>
            <td data-label="After">
              <ins className={css.added}>{auditValue(change.after)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
