import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * For pages whose figures a refused action is about. Remix leaves the loaders alone after an
 * action answers 4xx or 5xx (v7_skipActionErrorRevalidation), so with JavaScript a refusal such
 * as "Prices have changed since you loaded the page" kept the old figures and the old
 * idempotency key on screen, and every later press was refused the same way. Without JavaScript
 * the page is drawn afresh anyway; this makes the two agree.
 */
export function revalidateAfterRefusal({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;
}
