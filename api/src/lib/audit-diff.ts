/**
 * What an audit entry keeps of a change: only the fields whose values differ, before and after,
 * and never a secret. Nested records (a slide in the home page's list, an address) are compared
 * field by field, so editing one slide keeps that slide's changed words, not the whole document.
 */
import { isDeepStrictEqual } from "node:util";

type Values = Record<string, unknown>;

/** Password hashes, TOTP secrets, session and reset tokens: named like this, never written to the log. */
const SECRET_FIELD = /(password|secret|token|hash)$/i;

const isSecretField = (key: string) => SECRET_FIELD.test(key);

/** A record or a list of records is compared inside; a value or a list of plain values is one field. */
function isNested(value: unknown): value is Values | unknown[] {
  if (Array.isArray(value)) return value.some((item) => item !== null && typeof item === "object");
  return value !== null && typeof value === "object" && !(value instanceof Date);
}

const entriesOf = (value: Values | unknown[]): [string, unknown][] =>
  Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);

/** The value with every secret field left out, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (!isNested(value)) return value;
  const kept = entriesOf(value)
    .filter(([key]) => !isSecretField(key))
    .map(([key, inner]) => [key, withoutSecrets(inner)] as const);
  return Array.isArray(value) ? kept.map(([, inner]) => inner) : Object.fromEntries(kept);
}

/** The changed part of two values: undefined on both sides when they are the same. */
function changedPart(before: unknown, after: unknown): { before?: unknown; after?: unknown } {
  if (isDeepStrictEqual(before, after)) return {};
  if (!isNested(before) || !isNested(after) || Array.isArray(before) !== Array.isArray(after)) {
    return { before: withoutSecrets(before), after: withoutSecrets(after) };
  }
  const b = Object.fromEntries(entriesOf(before));
  const a = Object.fromEntries(entriesOf(after));
  const keptBefore: Values = {};
  const keptAfter: Values = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (isSecretField(key)) continue;
    const part = changedPart(b[key], a[key]);
    if (part.before !== undefined) keptBefore[key] = part.before;
    if (part.after !== undefined) keptAfter[key] = part.after;
  }
  return { before: keptBefore, after: keptAfter };
}

/**
 * The two sides of an audit entry, narrowed to what changed. A new record keeps all its values
 * (each one is new), a removed one all it held; lists of records are kept by position ("2": the third).
 */
export function changedValues(
  before: Values | null | undefined,
  after: Values | null | undefined,
): { before: Values | null; after: Values | null } {
  if (!before || !after)
    return {
      before: before ? (withoutSecrets(before) as Values) : null,
      after: after ? (withoutSecrets(after) as Values) : null,
    };
  const part = changedPart(before, after);
  return { before: (part.before as Values | undefined) ?? {}, after: (part.after as Values | undefined) ?? {} };
}

/** One changed field: its path ("slider.2.title"), and its value before and after (undefined: it had none). */
export type FieldChange = { field: string; before: unknown; after: unknown };

/**
 * An entry's changes field by field, from its two sides: the narrowed ones written now, or the
 * whole records older entries hold (unchanged fields are left out of both alike).
 */
export function fieldChanges(before: unknown, after: unknown, path: string[] = []): FieldChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  const beforeNested = isNested(before);
  const afterNested = isNested(after);
  const bothOrOneAbsent = (beforeNested || before == null) && (afterNested || after == null);
  if ((beforeNested || afterNested) && bothOrOneAbsent) {
    const b = beforeNested ? Object.fromEntries(entriesOf(before)) : {};
    const a = afterNested ? Object.fromEntries(entriesOf(after)) : {};
    return [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .filter((key) => !isSecretField(key))
      .flatMap((key) => fieldChanges(b[key], a[key], [...path, key]));
  }
  return [{ field: path.join("."), before: withoutSecrets(before), after: withoutSecrets(after) }];
}
