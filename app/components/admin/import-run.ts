import type { importRunSummarySchema, importRunViewSchema } from "@api/contract/schemas/admin-imports";
import type { z } from "zod";
/** What GET /v1/admin/imports/:importId answers (api/src/resources/admin/catalogue/imports/import-runs.ts), as the screens read it. */
export type ImportState = "queued" | "running" | "done" | "failed" | "cancelled";

export type ImportRunSummary = z.output<typeof importRunSummarySchema>;

export type ImportRowError = { row: number; field: string; message: string; sku?: string };

export type ImportRunView = z.output<typeof importRunViewSchema>;

export const IMPORT_KIND_LABELS: Record<ImportRunSummary["kind"], string> = {
  catalogue: "Catalogue",
  pincodes: "Delivery areas",
};

export const IMPORT_STATE_LABELS: Record<ImportState, string> = {
  queued: "Waiting to start",
  running: "Importing",
  done: "Imported",
  failed: "Not imported",
  cancelled: "Cancelled",
};

export const isFinished = (state: ImportState) => state === "done" || state === "failed" || state === "cancelled";

/** Where a finished import's screen leads back to: the screen it was started from. */
export const IMPORT_SCREENS: Record<ImportRunSummary["kind"], { href: string; label: string }> = {
  catalogue: { href: "/admin/products/import", label: "Back to the catalogue import" },
  pincodes: { href: "/admin/delivery-areas/import", label: "Back to the delivery-area import" },
};
