/**
 * The owner's order settings, one site_content document ("order-settings") holding the settings
 * and the version a save must name (lib/edit-conflict.ts). A missing document means the defaults.
 * COD's value limit is stored in paise, like every amount in the database.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { siteContent } from "../../../db/schema";
import { toPaise, toRupees } from "../../../lib/money";
import { DEFAULT_COD_CALL_AFTER_HOURS, DEFAULT_RETURN_WINDOW_DAYS, type OrderSettings } from "../../../validation/order-settings";

export const ORDER_SETTINGS_KEY = "order-settings";

type StoredOrderSettings = { codCallAfterHours: number; codMaxOrderPaise: number | null; returnWindowDays: number; version: number };

const DEFAULTS: StoredOrderSettings = {
  codCallAfterHours: DEFAULT_COD_CALL_AFTER_HOURS,
  codMaxOrderPaise: null,
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  version: 0,
};

export type OrderSettingsView = OrderSettings & { version: number };

const toView = (stored: StoredOrderSettings): OrderSettingsView => ({
  codCallAfterHours: stored.codCallAfterHours,
  codMaxOrderAmount: stored.codMaxOrderPaise === null ? null : toRupees(stored.codMaxOrderPaise),
  returnWindowDays: stored.returnWindowDays,
  version: stored.version,
});

async function readStored(db: DbOrTx, lock: boolean): Promise<StoredOrderSettings> {
  // A row to lock even before the first save, so two first saves take turns like any others.
  if (lock) await db.insert(siteContent).values({ key: ORDER_SETTINGS_KEY, body: DEFAULTS }).onConflictDoNothing();
  const query = db.select({ body: siteContent.body }).from(siteContent).where(eq(siteContent.key, ORDER_SETTINGS_KEY));
  const [row] = lock ? await query.for("update") : await query;
  return { ...DEFAULTS, ...(row?.body as Partial<StoredOrderSettings> | undefined) };
}

/** The settings as the API answers them (rupees), with their version. */
export async function readOrderSettings(db: DbOrTx, options: { lock?: boolean } = {}): Promise<OrderSettingsView> {
  return toView(await readStored(db, options.lock ?? false));
}

/** The largest order total (paise) cash on delivery may pay for; null when there is no limit. */
export async function codLimitPaise(db: DbOrTx) {
  return (await readStored(db, false)).codMaxOrderPaise;
}

export async function writeOrderSettings(db: DbOrTx, settings: OrderSettings, version: number, at: Date) {
  const body: StoredOrderSettings = {
    codCallAfterHours: settings.codCallAfterHours,
    codMaxOrderPaise: settings.codMaxOrderAmount === null ? null : toPaise(settings.codMaxOrderAmount),
    returnWindowDays: settings.returnWindowDays,
    version,
  };
  await db
    .insert(siteContent)
    .values({ key: ORDER_SETTINGS_KEY, body, updatedAt: at })
    .onConflictDoUpdate({ target: siteContent.key, set: { body, updatedAt: at } });
  return toView(body);
}
