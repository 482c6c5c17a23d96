/**
 * The `settings` site_content document — the home page's slides, banners and popup, and the
 * shop's support contacts, opening times and free-shipping threshold — as the back office saves
 * it: one document with a version inside, so a save made from an older page is refused (409)
 * naming who changed what (lib/edit-conflict.ts). The public GET /settings serves the same
 * document, through the storefront's short cache.
 */
import type { Db, DbOrTx } from "@api/db/client";
import type { AuditActor } from "@api/lib/audit";
import { type StoredSettings, storedSettingsSchema } from "@api/resources/content/content.schemas";
import { SITE_SETTINGS_LABELS } from "@api/validation/site-settings";
import { readSiteContentDocument, saveSiteContentDocument } from "../site-content/site-content-document";

const SETTINGS_KEY = "settings";

/** A shop without a document yet (a fresh database): nothing on the home page, the footer's defaults. */
const EMPTY: StoredSettings = storedSettingsSchema.parse({
  slider: [],
  promotionBanner: [],
  offerBanner: [],
  contactUs: { supportMobile: "", whatsappNumber: "", supportEmail: "" },
});

export async function readSettings(db: DbOrTx, options: { lock?: boolean } = {}): Promise<StoredSettings> {
  return storedSettingsSchema.parse(await readSiteContentDocument(db, SETTINGS_KEY, EMPTY, options));
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
export function saveSettings(db: Db, save: SettingsSave): Promise<StoredSettings> {
  return saveSiteContentDocument(db, {
    key: SETTINGS_KEY,
    defaults: EMPTY,
    submittedVersion: save.version,
    change: (current) => storedSettingsSchema.parse(save.change(storedSettingsSchema.parse(current))),
    actor: save.actor,
    action: save.action,
    entityType: "site_content",
    noun: "page of settings",
    fieldLabels: SITE_SETTINGS_LABELS,
    at: save.at,
  });
}
