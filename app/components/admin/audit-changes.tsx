import * as css from "../../../styles/admin/admin.css";

type Values = Record<string, unknown> | null;

const show = (value: unknown) => (value === undefined ? "(none)" : typeof value === "string" ? value : JSON.stringify(value));

/**
 * An audit row's before and after, one line per field: a field that changed reads
 * "role: catalogue → operations"; a new record lists its values, a removed one what it held.
 */
export function AuditChanges({ before, after }: { before: Values; after: Values }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span>No values recorded</span>;
  return (
    <ul className={css.changes}>
      {keys.map((key) => {
        const old = before?.[key];
        const now = after?.[key];
        if (before && after && JSON.stringify(old) === JSON.stringify(now)) {
          return (
            <li key={key}>
              {key}: {show(now)}
            </li>
          );
        }
        return (
          <li key={key}>
            {key}:{" "}
            {before ? (
              <>
                <del className={css.removed}>{show(old)}</del> <span aria-hidden="true">→ </span>
                <span className="visually-hidden">changed to </span>
              </>
            ) : null}
            <ins className={css.added}>{after ? show(now) : "(removed)"}</ins>
          </li>
        );
      })}
    </ul>
  );
}
