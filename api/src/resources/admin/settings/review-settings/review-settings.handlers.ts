import type { AppContext } from "@api/context";
import { recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { REVIEW_SETTING_LABELS, type reviewSettingsUpdateSchema } from "@api/validation/admin-reviews";
import { REVIEW_SETTINGS_KEY, readReviewSettings, writeReviewSettings } from "./review-settings";

/** GET /v1/admin/settings/reviews */
export async function getReviewSettings(c: AppContext) {
  return ok(c, await readReviewSettings(c.get("deps").db));
}

/** PUT /v1/admin/settings/reviews {autoApprove, version} */
export async function putReviewSettings(c: ValidatedContext<{ json: typeof reviewSettingsUpdateSchema }>) {
  const { db, clock } = c.get("deps");
  const { autoApprove, version } = c.req.valid("json");
  const at = clock.now();
  const saved = await db.transaction(async (tx) => {
    const current = await readReviewSettings(tx, { lock: true });
    await refuseStaleEdit(tx, {
      entityType: "settings",
      entityId: REVIEW_SETTINGS_KEY,
      noun: "page of settings",
      currentVersion: current.version,
      submittedVersion: version,
      fieldLabels: REVIEW_SETTING_LABELS,
    });
    const written = await writeReviewSettings(tx, { autoApprove, version: current.version + 1 }, at);
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "settings.update",
      entityType: "settings",
      entityId: REVIEW_SETTINGS_KEY,
      before: current,
      after: written,
      at,
    });
    return written;
  });
  return ok(
    c,
    saved,
    saved.autoApprove ? "New reviews are now published at once" : "New reviews now wait for approval",
  );
}
