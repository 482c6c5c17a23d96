import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { staff } from "./staff";

/** What an import reads: the catalogue's CSV, or the delivery areas' CSV. */
export type ImportKind = "catalogue" | "pincodes";

/** An import's life: waiting for its job, writing its batches, then finished one of three ways. */
export type ImportState = "queued" | "running" | "done" | "failed" | "cancelled";

/** One row's problem: its line in the file (1 is the header), the column, what is wrong. */
export type ImportRowError = { row: number; field: string; message: string; sku?: string };

/**
 * Each CSV import, run by a job in batches (resources/admin/catalogue/imports): the file as uploaded, how far
 * it got, what it changed and every row's error, so the screen shows it after the request has ended.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: id(),
    kind: text("kind").$type<ImportKind>().notNull(),
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    csv: text("csv").notNull(),
    state: text("state").$type<ImportState>().notNull().default("queued"),
    rowsTotal: integer("rows_total").notNull().default(0),
    /** Rows written by committed batches: a resumed job starts after them. */
    rowsDone: integer("rows_done").notNull().default(0),
    /** What the committed batches did, by kind of change (added, updated, unchanged). */
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    errors: jsonb("errors").$type<ImportRowError[]>().notNull().default([]),
    /** The outcome in a sentence, once finished. */
    message: text("message"),
    cancelledBy: text("cancelled_by").references(() => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index().on(t.createdAt),
    check("import_runs_kind", sql`${t.kind} IN ('catalogue', 'pincodes')`),
    check("import_runs_state", sql`${t.state} IN ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);
