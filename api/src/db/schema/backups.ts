import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";

export type BackupRunStatus = "succeeded" | "failed";

export type BackupTrigger = "schedule" | "command" | "back-office";

/**
 * Every backup made or attempted: the back office's settings show the newest. A run is written
 * when it ends, so a backup never holds a row about itself.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    status: text("status").$type<BackupRunStatus>().notNull(),
    trigger: text("trigger").$type<BackupTrigger>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    /** The backup's file name, and where it was kept (a folder, or s3://bucket/prefix). */
    name: text("name"),
    location: text("location"),
    bytes: bigint("bytes", { mode: "number" }),
    error: text("error"),
  },
  (t) => [index().on(t.finishedAt)],
);
