/**
 * The shop's catalogue settings, one site_content document ("catalogue-settings"): for now the
 * low-stock threshold of every sku that has none of its own. A missing document means the defaults.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { siteContent } from "@api/db/schema";
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

export async function writeCatalogueSettings(db: DbOrTx, settings: CatalogueSettings, at: Date) {
  await db
    .insert(siteContent)
    .values({ key: CATALOGUE_SETTINGS_KEY, body: settings, updatedAt: at })
    .onConflictDoUpdate({ target: siteContent.key, set: { body: settings, updatedAt: at } });
}
