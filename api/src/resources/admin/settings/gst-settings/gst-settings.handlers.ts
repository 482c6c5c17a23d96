import type { AppContext } from "@api/context";
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { gstSettingsUpdateSchema } from "@api/validation/gst-settings";
import { readGstSettings, saveGstSettings } from "./gst-settings";

/** GET /v1/admin/settings/gst */
export async function getGstSettings(c: AppContext) {
  return ok(c, await readGstSettings(c.get("deps").db));
}

/** PUT /v1/admin/settings/gst {legalName, tradeName, gstin, addressLine1, addressLine2, city, state, pincode, invoicePrefix, version} */
export async function putGstSettings(c: ValidatedContext<{ json: typeof gstSettingsUpdateSchema }>) {
  const { db, clock } = c.get("deps");
  const { version, ...settings } = c.req.valid("json");
  const saved = await saveGstSettings(db, { settings, version, actor: c.get("staff"), at: clock.now() });
  return ok(c, saved, "GST settings saved");
}
