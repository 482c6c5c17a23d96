import type { AppContext } from "@api/context";
import { recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { ORDER_SETTING_LABELS, type orderSettingsUpdateSchema } from "@api/validation/order-settings";
import { ORDER_SETTINGS_KEY, readOrderSettings, writeOrderSettings } from "./order-settings";

/** GET /v1/admin/settings/orders */
export async function getOrderSettings(c: AppContext) {
  return ok(c, await readOrderSettings(c.get("deps").db));
}

/** PUT /v1/admin/settings/orders {codCallAfterHours, codMaxOrderAmount, returnWindowDays, version} */
export async function putOrderSettings(c: ValidatedContext<{ json: typeof orderSettingsUpdateSchema }>) {
  const { db, clock } = c.get("deps");
  const { version, ...settings } = c.req.valid("json");
  const at = clock.now();
  const saved = await db.transaction(async (tx) => {
    const current = await readOrderSettings(tx, { lock: true });
    await refuseStaleEdit(tx, {
      entityType: "settings",
      entityId: ORDER_SETTINGS_KEY,
      noun: "page of settings",
      currentVersion: current.version,
      submittedVersion: version,
      fieldLabels: ORDER_SETTING_LABELS,
    });
    const written = await writeOrderSettings(tx, settings, current.version + 1, at);
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "settings.update",
      entityType: "settings",
      entityId: ORDER_SETTINGS_KEY,
      before: current,
      after: written,
      at,
    });
    return written;
  });
  return ok(c, saved, "Order settings saved");
}
