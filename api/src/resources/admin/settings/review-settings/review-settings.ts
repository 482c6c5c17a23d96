/**
 * The owner's review settings, one site_content document ("review-settings") holding whether new
 * reviews are published at once and the version a save must name (lib/edit-conflict.ts).
 * A missing document means the default: every new review waits for staff.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { siteContent } from "@api/db/schema";

export const REVIEW_SETTINGS_KEY = "review-settings";

export type ReviewSettings = { autoApprove: boolean; version: number };

const DEFAULTS: ReviewSettings = { autoApprove: false, version: 0 };

export async function readReviewSettings(db: DbOrTx, options: { lock?: boolean } = {}): Promise<ReviewSettings> {
  // A row to lock even before the first save, so two first saves take turns like any others.
  if (options.lock)
    await db.insert(siteContent).values({ key: REVIEW_SETTINGS_KEY, body: DEFAULTS }).onConflictDoNothing();
  const query = db.select({ body: siteContent.body }).from(siteContent).where(eq(siteContent.key, REVIEW_SETTINGS_KEY));
  const [row] = options.lock ? await query.for("update") : await query;
  const stored = { ...DEFAULTS, ...(row?.body as Partial<ReviewSettings> | undefined) };
  return { autoApprove: stored.autoApprove === true, version: stored.version };
}

export async function writeReviewSettings(db: DbOrTx, settings: ReviewSettings, at: Date) {
  await db
    .insert(siteContent)
    .values({ key: REVIEW_SETTINGS_KEY, body: settings, updatedAt: at })
    .onConflictDoUpdate({ target: siteContent.key, set: { body: settings, updatedAt: at } });
  return settings;
}
