// @ts-check

/**
 * Restarting a process that died: the first time after `initialMs`, each further time after
 * twice as long, up to `maxMs`; one that stayed up for `stableMs` starts over at `initialMs`, so
 * one crash a day is never met with a long wait. Used by the storefront's cluster primary and by
 * the supervisor of `npm start` and `npm run start:scaled`.
 */
export const RESTART_BACKOFF = { initialMs: 500, maxMs: 30_000, stableMs: 60_000 };

/**
 * The wait before starting again a process that ran `ranMs`, given the wait its last death set
 * (`initialMs` the first time), and the wait its next death will set.
 *
 * @param {typeof RESTART_BACKOFF} backoff
 * @param {number} ranMs
 * @param {number} pendingMs
 */
export function restartWait(backoff, ranMs, pendingMs) {
  const wait = ranMs >= backoff.stableMs ? backoff.initialMs : pendingMs;
  return { wait, next: Math.min(wait * 2, backoff.maxMs) };
}
