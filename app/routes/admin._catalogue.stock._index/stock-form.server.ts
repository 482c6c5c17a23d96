/**
 * The stock screen's one big form: a row of inputs per sku (`rows[3].stock`, `rows[3].threshold`,
 * hidden `rows[3].kind`, `rows[3].id` and the figures as loaded), one reason. Only rows whose
 * figures differ from those loaded are sent. What was typed and the refusals are answered keyed by
 * sku, not by row number, so they land on the right row even if the list moved meanwhile.
 */
import { bulkStockSchema } from "~/lib/admin/forms.server";

export type StockFormRow = {
  key: string;
  kind: string;
  id: string;
  stock: string;
  expected: string;
  threshold: string;
  thresholdWas: string;
};

/** What the page shows again after a refusal: typed figures and errors by sku key, the reason, a form error. */
export type StockFormAnswer = {
  typed: Record<string, { stock: string; threshold: string }>;
  errors: Record<string, { stock?: string; threshold?: string }>;
  reason: string;
  reasonError?: string;
  formError?: string;
};

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

export function readStockForm(formData: FormData) {
  const rows: StockFormRow[] = [];
  for (let i = 0; formData.has(`rows[${i}].id`); i += 1) {
    const field = (name: string) => text(formData, `rows[${i}].${name}`);
    rows.push({
      key: `${field("kind")}:${field("id")}`,
      kind: field("kind"),
      id: field("id"),
      stock: field("stock").trim(),
      expected: field("expected"),
      threshold: field("threshold").trim(),
      thresholdWas: field("thresholdWas"),
    });
  }
  const changed = rows.filter((row) => row.stock !== row.expected || row.threshold !== row.thresholdWas);
  return { rows, changed, reason: text(formData, "reason") };
}

/** The API's bulk update body for the changed rows, as typed (the shared schema reads the text). */
export const stockPayload = (reason: string, changed: StockFormRow[]) => ({
  reason,
  rows: changed.map((row) => ({
    kind: row.kind,
    id: row.id,
    stock: row.stock,
    expected: row.expected,
    ...(row.threshold !== row.thresholdWas ? { threshold: row.threshold === "" ? null : row.threshold } : {}),
  })),
});

/** Errors keyed `rows.{n}.stock` (n: the n-th changed row), `rows.{n}` or `reason`, placed on the form's fields. */
export function stockFormAnswer(
  form: ReturnType<typeof readStockForm>,
  errors: Record<string, string>,
  message?: string,
): StockFormAnswer {
  const answer: StockFormAnswer = {
    typed: Object.fromEntries(form.rows.map((row) => [row.key, { stock: row.stock, threshold: row.threshold }])),
    errors: {},
    reason: form.reason,
  };
  for (const [path, error] of Object.entries(errors)) {
    const match = /^rows\.(\d+)(?:\.(\w+))?$/.exec(path);
    const row = match ? form.changed[Number(match[1])] : undefined;
    if (row) {
      const field = match?.[2] === "threshold" ? "threshold" : "stock";
      answer.errors[row.key] = { ...answer.errors[row.key], [field]: answer.errors[row.key]?.[field] ?? error };
    } else if (path === "reason") answer.reasonError = error;
    else answer.formError ??= error;
  }
  const placed = Object.keys(answer.errors).length > 0 || answer.reasonError;
  if (!placed) answer.formError ??= message;
  return answer;
}

/** The form checked by the API's own rules before it is sent: the refusals, or null. */
export function checkStockForm(form: ReturnType<typeof readStockForm>) {
  const result = bulkStockSchema.safeParse(stockPayload(form.reason, form.changed));
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}
