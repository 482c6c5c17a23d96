import { useContext, useMemo } from "react";
// Remix renders with this router (it pins the same exact version): its state holds every
// route's action data, which no public hook lists for the root layout.
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from "react-router";
import type { Toast } from "./toast";

const TOAST_TYPES: ReadonlySet<string> = new Set(["success", "error", "info"]);

function toastIn(actionData: unknown): Toast | null {
  if (typeof actionData !== "object" || actionData === null || !("toast" in actionData)) return null;
  const toast = actionData.toast;
  if (typeof toast !== "object" || toast === null) return null;
  const { type, message } = toast as Record<string, unknown>;
  return typeof type === "string" && TOAST_TYPES.has(type) && typeof message === "string" && message !== ""
    ? { type: type as Toast["type"], message }
    : null;
}

/**
 * The page's toasts: those the root loader took from the session, then the `toast` of the
 * action that just answered without redirecting (a refused form, spec 7 and 8). That one is
 * read from the action's data, not flashed in the session: without JavaScript the answer is
 * the page itself, drawn by loaders that never see a cookie the action sets. The list keeps
 * its identity until either source changes, so the toasts' timer is not reset by a render.
 */
export function usePageToasts(flashed: Toast[] | undefined): Toast[] {
  const actionData = useContext(DataRouterStateContext)?.actionData ?? null;
  return useMemo(
    () => [...(flashed ?? []), ...Object.values(actionData ?? {}).flatMap((data) => toastIn(data) ?? [])],
    [flashed, actionData],
  );
}
