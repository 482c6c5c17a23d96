/**
 * The `settings` site_content document — the home page's slides, banners and popup, and the
 * shop's support contacts, opening times and free-shipping threshold — as the back office saves
 * it: one document with a version inside, so a save made from an older page is refused (409)
 * naming who changed what (lib/edit-conflict.ts). The public GET /settings serves the same
 * document, through the storefront's short cache.
 */
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { siteContent } from "../../../db/schema";
import type { AuditActor } from "../../../lib/audit";
import { recordAudit } from "../../../lib/audit";
import { refuseStaleEdit } from "../../../lib/edit-conflict";
import { type StoredSettings, storedSettingsSchema } from "../../content/content.schemas";
import { SITE_SETTINGS_LABELS } from "../../../validation/site-settings";

export const SETTINGS_KEY = "settings";

/** A shop without a document yet (a fresh database): nothing on the home page, the footer's defaults. */
const EMPTY: StoredSettings = storedSettingsSchema.parse({
  slider: [],
  promotionBanner: [],
  offerBanner: [],
  contactUs: { supportMobile: "", whatsappNumber: "", supportEmail: "" },
});

export async function readSettings(db: DbOrTx, options: { lock?: boolean } = {}): Promise<StoredSettings> {
  // A row to lock even before the first save, so two first saves take turns like any others.
  if (options.lock) await db.insert(siteContent).values({ key: SETTINGS_KEY, body: EMPTY }).onConflictDoNothing();
  const query = db.select({ body: siteContent.body }).from(siteContent).where(eq(siteContent.key, SETTINGS_KEY));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ? storedSettingsSchema.parse(row.body) : EMPTY;
}

export type SettingsSave = {
  actor: AuditActor;
  at: Date;
  /** The version the form was opened at. */
  version: number;
  /** "home.slide.add", "settings.shop.update": the audit row's action. */
  action: string;
  /** The document after the change, from the locked current one; may throw an ApiError to refuse. */
  change: (current: StoredSettings) => StoredSettings;
};

/** Lock, refuse a stale version, write the next version, audit the whole before and after: one transaction. */
export async function saveSettings(db: Db, save: SettingsSave): Promise<StoredSettings> {
  return db.transaction(async (tx) => {
    const current = await readSettings(tx, { lock: true });
    await refuseStaleEdit(tx, {
      entityType: "site_content",
      entityId: SETTINGS_KEY,
      noun: "page of settings",
      currentVersion: current.version,
      submittedVersion: save.version,
      fieldLabels: SITE_SETTINGS_LABELS,
    });
    const next = storedSettingsSchema.parse({ ...save.change(current), version: current.version + 1 });
    await tx.update(siteContent).set({ body: next, updatedAt: save.at }).where(eq(siteContent.key, SETTINGS_KEY));
    await recordAudit(tx, { actor: save.actor, action: save.action, entityType: "site_content", entityId: SETTINGS_KEY, before: current, after: next, at: save.at });
    return next;
  });
}
