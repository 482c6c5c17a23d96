import type { z } from "zod";
import { notFound, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { PAGES, PAGE_FIELD_LABELS, type PageKey, isPageKey, type pageUpdateSchema } from "@api/validation/pages";
import {
  readSiteContentDocument,
  saveSiteContentDocument,
} from "@api/resources/admin/site-content/site-content-document";
import { emptyDocument, toDocument, toFormValues } from "./pages";

type KeyContext = ValidatedContext<{ param: z.ZodObject<{ key: z.ZodString }> }>;

function pageKey(c: KeyContext): PageKey {
  const { key } = c.req.valid("param");
  if (!isPageKey(key)) throw notFound("Page");
  return key;
}

/** GET /v1/admin/pages/:key: the page's fields as its form shows them, with the version a save must name. */
export async function getPage(c: KeyContext) {
  const key = pageKey(c);
  const document = await readSiteContentDocument(c.get("deps").db, key, emptyDocument(key));
  return ok(c, { key, ...PAGES[key], values: toFormValues(key, document), version: document.version });
}

/** PUT /v1/admin/pages/:key {...fields, version}: rich text cleaned, stale forms refused, audited. */
export const putPage = (key: PageKey) =>
  async function putPage(c: ValidatedContext<{ json: ReturnType<typeof pageUpdateSchema> }>) {
    const { db, clock } = c.get("deps");
    const { version, ...values } = c.req.valid("json");
    const saved = await saveSiteContentDocument(db, {
      key,
      defaults: emptyDocument(key),
      submittedVersion: version,
      change: () => toDocument(key, values),
      actor: c.get("staff"),
      action: "page.update",
      entityType: "page",
      noun: "page",
      fieldLabels: PAGE_FIELD_LABELS[key],
      at: clock.now(),
    });
    return ok(
      c,
      { key, ...PAGES[key], values: toFormValues(key, saved), version: saved.version },
      `${PAGES[key].label} saved`,
    );
  };

/** PUT /v1/admin/pages/:key for a key that names no page. */
export function unknownPage(): never {
  throw notFound("Page");
}
