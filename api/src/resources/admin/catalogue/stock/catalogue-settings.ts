/**
 * The shop's catalogue settings, one site_content document ("catalogue-settings"): for now the
 * low-stock threshold of every sku that has none of its own. A missing document means the defaults.
 */
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { siteContent } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import {
  type CatalogueSettings,
  DEFAULT_LOW_STOCK_THRESHOLD,
  catalogueSettingsSchema,
} from "@api/validation/admin-stock";

const CATALOGUE_SETTINGS_KEY = "catalogue-settings";

export async function readCatalogueSettings(db: DbOrTx): Promise<CatalogueSettings> {
  const [row] = await db
    .select({ body: siteContent.body })
    .from(siteContent)
    .where(eq(siteContent.key, CATALOGUE_SETTINGS_KEY));
  const parsed = catalogueSettingsSchema.safeParse(row?.body);
  return parsed.success ? parsed.data : { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD };
}

async function writeCatalogueSettings(db: DbOrTx, settings: CatalogueSettings, at: Date) {
  await db
    .insert(siteContent)
    .values({ key: CATALOGUE_SETTINGS_KEY, body: settings, updatedAt: at })
    .onConflictDoUpdate({ target: siteContent.key, set: { body: settings, updatedAt: at } });
}

/** Saves the settings with their audit row unless they are already so. The settings as they were. */
export async function saveCatalogueSettings(db: Db, by: ChangeBy, settings: CatalogueSettings) {
  return db.transaction(async (tx) => {
    const current = await readCatalogueSettings(tx);
    if (current.lowStockThreshold === settings.lowStockThreshold) return current;
    await writeCatalogueSettings(tx, settings, by.at);
    await recordAudit(tx, {
      actor: by.actor,
      action: "settings.update",
      entityType: "settings",
      entityId: "catalogue-settings",
      before: current,
      after: settings,
      at: by.at,
    });
    return current;
  });
}
