import type { AppContext } from "@api/context";
import { notFound, ok } from "@api/lib/envelope";
import { parseOrThrow } from "@api/lib/validation";
import { PAGES, PAGE_FIELD_LABELS, type PageKey, isPageKey, pageUpdateSchema } from "@api/validation/pages";
import {
  readSiteContentDocument,
  saveSiteContentDocument,
} from "@api/resources/admin/site-content/site-content-document";
import { emptyDocument, toDocument, toFormValues } from "./pages";

function pageKey(c: AppContext): PageKey {
  const key = c.req.param("key") ?? "";
  if (!isPageKey(key)) throw notFound("Page");
  return key;
}

/** GET /v1/admin/pages/:key: the page's fields as its form shows them, with the version a save must name. */
export async function getPage(c: AppContext) {
  const key = pageKey(c);
  const document = await readSiteContentDocument(c.get("deps").db, key, emptyDocument(key));
  return ok(c, { key, ...PAGES[key], values: toFormValues(key, document), version: document.version });
}

/** PUT /v1/admin/pages/:key {...fields, version}: rich text cleaned, stale forms refused, audited. */
export async function putPage(c: AppContext) {
  const key = pageKey(c);
  const { db, clock } = c.get("deps");
  const { version, ...values } = parseOrThrow(pageUpdateSchema(key), await c.req.json());
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
}
