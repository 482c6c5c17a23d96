/**
 * The storefront's copy of API answers that are the same for every shopper (settings, menus,
 * categories, product lists and pages, reviews, content). The API says how long each may be used
 * (`Cache-Control: public, max-age=F, stale-while-revalidate=S`): for F seconds it is used as it
 * is; for S more it is still used while one request in the background asks again; after that the
 * page waits for the API. Asking again sends the answer's ETag, so an unchanged answer comes back
 * as a bodyless 304. So what a shopper sees is at most F + S seconds old on every instance, and
 * each instance asks the API about each address at most about once per F seconds under load.
 */
import { LRUCache } from "lru-cache";
import type { ClientEnvelope as ApiEnvelope } from "@api/lib/envelope";

export type Freshness = { freshMs: number; staleMs: number };

/** What one call to the API brought back. */
export type Loaded =
  | { notModified: true }
  | { notModified: false; envelope: ApiEnvelope<unknown>; etag: string | null; freshness: Freshness | null };

type Entry = { envelope: ApiEnvelope<unknown>; etag: string | null; fetchedAt: number; freshness: Freshness };

/** How long the API lets a shared cache use an answer; null when it may not keep it at all. */
export function freshnessOf(cacheControl: string | null): Freshness | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(",").map((part) => {
      const [name, value] = part.trim().toLowerCase().split("=");
      return [name, value] as const;
    }),
  );
  if (!directives.has("public") || directives.has("no-store") || directives.has("private")) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value * 1000 : 0;
  };
  const freshMs = seconds("max-age");
  return freshMs > 0 ? { freshMs, staleMs: seconds("stale-while-revalidate") } : null;
}

export function createApiCache({
  load,
  onBackgroundError,
  now = () => Date.now(),
  maxEntries = 500,
}: {
  /** Asks the API for `path`, conditionally when an ETag is given. */
  load: (path: string, etag: string | null) => Promise<Loaded>;
  onBackgroundError: (path: string, error: unknown) => void;
  now?: () => number;
  maxEntries?: number;
}) {
  // Entries past their stale time stay (least recently used go first) for their ETag.
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  const inFlight = new Map<string, Promise<ApiEnvelope<unknown>>>();

  function refresh(path: string): Promise<ApiEnvelope<unknown>> {
    const running = inFlight.get(path);
    if (running) return running;
    const kept = entries.get(path);
    const asked = load(path, kept?.etag ?? null)
      .then((loaded) => {
        if (loaded.notModified) {
          if (!kept) throw new Error(`304 for ${path} without a kept answer`);
          entries.set(path, { ...kept, fetchedAt: now() });
          return kept.envelope;
        }
        if (loaded.envelope.status === 200 && loaded.freshness) {
          entries.set(path, { envelope: loaded.envelope, etag: loaded.etag, fetchedAt: now(), freshness: loaded.freshness });
        } else {
          entries.delete(path);
        }
        return loaded.envelope;
      })
      .finally(() => inFlight.delete(path));
    inFlight.set(path, asked);
    return asked;
  }

  return {
    /** The answer for `path`, from the copy while the API allows, else from the API. A copy each time. */
    async get(path: string): Promise<ApiEnvelope<unknown>> {
      const kept = entries.get(path);
      if (kept) {
        const age = now() - kept.fetchedAt;
        if (age < kept.freshness.freshMs) return structuredClone(kept.envelope);
        if (age < kept.freshness.freshMs + kept.freshness.staleMs) {
          refresh(path).catch((error) => onBackgroundError(path, error));
          return structuredClone(kept.envelope);
        }
      }
      return structuredClone(await refresh(path));
    },
    clear() {
      entries.clear();
    },
  };
}
