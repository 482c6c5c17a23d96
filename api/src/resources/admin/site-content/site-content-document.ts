/**
 * Saving one site_content document from a back-office form: the document carries its own
 * `version`, so two people editing it are handled like two people editing a product
 * (lib/edit-conflict.ts). One save locks the row, refuses a form opened at an older version,
 * writes the new document at the next version and records the change in the audit log, all in
 * one transaction. A missing document reads as its defaults at version 0.
 */
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { siteContent } from "@api/db/schema";
import { type AuditActor, recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";

export type Versioned<T> = T & { version: number };

export async function readSiteContentDocument<T extends Record<string, unknown>>(
  db: DbOrTx,
  key: string,
  defaults: T,
  options: { lock?: boolean } = {},
): Promise<Versioned<T>> {
  // A row to lock even before the first save, so two first saves take turns like any others.
  if (options.lock)
    await db
      .insert(siteContent)
      .values({ key, body: { ...defaults, version: 0 } })
      .onConflictDoNothing();
  const query = db.select({ body: siteContent.body }).from(siteContent).where(eq(siteContent.key, key));
  const [row] = options.lock ? await query.for("update") : await query;
  const stored = (row?.body ?? {}) as Partial<Versioned<T>>;
  // Documents written by the seed before editing existed carry no version: they are version 0.
  return { ...defaults, ...stored, version: stored.version ?? 0 };
}

export type SiteContentSave<T extends Record<string, unknown>> = {
  key: string;
  /** The document when none is stored yet. */
  defaults: T;
  /** The version the form was opened at. */
  submittedVersion: number;
  /** The new document, made from the current one (fields the form does not edit are kept). */
  change: (current: Versioned<T>) => T;
  actor: AuditActor;
  /** The audit row's action ("page.update") and entity type; its entity id is the key. */
  action: string;
  entityType: string;
  /** What the document is called in a stale-edit refusal: "page". */
  noun: string;
  fieldLabels?: Record<string, string>;
  at: Date;
};

/** Saves the document and answers it as written (with its new version). */
export async function saveSiteContentDocument<T extends Record<string, unknown>>(
  db: Db,
  save: SiteContentSave<T>,
): Promise<Versioned<T>> {
  return db.transaction(async (tx) => {
    const current = await readSiteContentDocument(tx, save.key, save.defaults, { lock: true });
    await refuseStaleEdit(tx, {
      entityType: save.entityType,
      entityId: save.key,
      noun: save.noun,
      currentVersion: current.version,
      submittedVersion: save.submittedVersion,
      fieldLabels: save.fieldLabels,
    });
    const written = { ...current, ...save.change(current), version: current.version + 1 } as Versioned<T>;
    await tx.update(siteContent).set({ body: written, updatedAt: save.at }).where(eq(siteContent.key, save.key));
    await recordAudit(tx, {
      actor: save.actor,
      action: save.action,
      entityType: save.entityType,
      entityId: save.key,
      before: current,
      after: written,
      at: save.at,
    });
    return written;
  });
}
