/**
 * `load` at most once per `ms`: scrapes arriving together (several Prometheus servers, a retry)
 * share one trip to the database. A failed load is not kept.
 */
export function cachedFor<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (kept && now - kept.at < ms) return kept.value;
    const value = load();
    kept = { at: now, value };
    value.catch(() => {
      if (kept?.value === value) kept = null;
    });
    return value;
  };
}
