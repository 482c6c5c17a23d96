/**
 * The owner's GST settings, one site_content document ("gstSettings") with the version a save
 * must name (lib/edit-conflict.ts). A missing document reads as blank at version 0: the shop has
 * not said who it is for tax yet, and the invoice keeps its registered office as sender.
 */
import type { Db, DbOrTx } from "@api/db/client";
import type { AuditActor } from "@api/lib/audit";
import { GST_SETTING_LABELS, type GstSettings } from "@api/validation/gst-settings";
import {
  readSiteContentDocument,
  saveSiteContentDocument,
  type Versioned,
} from "@api/resources/admin/site-content/site-content-document";

export const GST_SETTINGS_KEY = "gstSettings";

const BLANK: GstSettings = {
  legalName: "",
  tradeName: "",
  gstin: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  pincode: "",
  invoicePrefix: "",
};

export const readGstSettings = (db: DbOrTx): Promise<Versioned<GstSettings>> =>
  readSiteContentDocument(db, GST_SETTINGS_KEY, BLANK);

/** Lock, refuse a stale version, write the next version, audit the before and after: one transaction. */
export function saveGstSettings(db: Db, save: { settings: GstSettings; version: number; actor: AuditActor; at: Date }) {
  return saveSiteContentDocument(db, {
    key: GST_SETTINGS_KEY,
    defaults: BLANK,
    submittedVersion: save.version,
    change: () => save.settings,
    actor: save.actor,
    action: "settings.gst.update",
    entityType: "site_content",
    noun: "page of settings",
    fieldLabels: GST_SETTING_LABELS,
    at: save.at,
  });
}

/** The seller as a tax invoice names it (GET /v1/sellerDetails); null until the owner has saved the settings. */
export async function sellerDetails(db: DbOrTx) {
  const s = await readGstSettings(db);
  if (!s.gstin) return null;
  return {
    legalName: s.legalName,
    tradeName: s.tradeName,
    gstin: s.gstin,
    address: { line1: s.addressLine1, line2: s.addressLine2, city: s.city, state: s.state, pincode: s.pincode },
  };
}
