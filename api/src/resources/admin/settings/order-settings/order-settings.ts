/**
 * The owner's order settings, one site_content document ("order-settings") holding the settings
 * and the version a save must name (lib/edit-conflict.ts). A missing document means the defaults.
 * COD's value limit is stored in paise, like every amount in the database; the returns address
 * as one object, or null when not set (the form's blank fields).
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { siteContent } from "@api/db/schema";
import { toPaise, toRupees } from "@api/lib/money";
import {
  DEFAULT_COD_CALL_AFTER_HOURS,
  DEFAULT_RETURN_WINDOW_DAYS,
  type OrderSettings,
} from "@api/validation/order-settings";

export const ORDER_SETTINGS_KEY = "order-settings";

/** Where returned goods go: the reverse pickup's destination. */
export type ReturnsAddress = {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

type StoredOrderSettings = {
  codCallAfterHours: number;
  codMaxOrderPaise: number | null;
  returnWindowDays: number;
  returnsAddress: ReturnsAddress | null;
  version: number;
};

const DEFAULTS: StoredOrderSettings = {
  codCallAfterHours: DEFAULT_COD_CALL_AFTER_HOURS,
  codMaxOrderPaise: null,
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  returnsAddress: null,
  version: 0,
};

export type OrderSettingsView = OrderSettings & { version: number };

const toView = (stored: StoredOrderSettings): OrderSettingsView => ({
  codCallAfterHours: stored.codCallAfterHours,
  codMaxOrderAmount: stored.codMaxOrderPaise === null ? null : toRupees(stored.codMaxOrderPaise),
  returnWindowDays: stored.returnWindowDays,
  returnsName: stored.returnsAddress?.name ?? "",
  returnsPhone: stored.returnsAddress?.phone ?? "",
  returnsAddress: stored.returnsAddress?.address ?? "",
  returnsCity: stored.returnsAddress?.city ?? "",
  returnsState: stored.returnsAddress?.state ?? "",
  returnsPincode: stored.returnsAddress?.pincode ?? "",
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

/** Where returned goods go, or null when the owner has not said. */
export async function returnsAddress(db: DbOrTx) {
  return (await readStored(db, false)).returnsAddress;
}

/** The stored document of a page of settings (the demo seed writes one too). */
export function orderSettingsDocument(settings: OrderSettings, version: number): StoredOrderSettings {
  return {
    codCallAfterHours: settings.codCallAfterHours,
    codMaxOrderPaise: settings.codMaxOrderAmount === null ? null : toPaise(settings.codMaxOrderAmount),
    returnWindowDays: settings.returnWindowDays,
    // The schema lets the address through only whole or wholly blank.
    returnsAddress: settings.returnsName
      ? {
          name: settings.returnsName,
          phone: settings.returnsPhone,
          address: settings.returnsAddress,
          city: settings.returnsCity,
          state: settings.returnsState,
          pincode: settings.returnsPincode,
        }
      : null,
    version,
  };
}

export async function writeOrderSettings(db: DbOrTx, settings: OrderSettings, version: number, at: Date) {
  const body = orderSettingsDocument(settings, version);
  await db
    .insert(siteContent)
    .values({ key: ORDER_SETTINGS_KEY, body, updatedAt: at })
    .onConflictDoUpdate({ target: siteContent.key, set: { body, updatedAt: at } });
  return toView(body);
}
