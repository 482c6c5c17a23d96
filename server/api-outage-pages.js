// @ts-check

/**
 * The Remix build with every route's loader and action answering 503 instead of 500 when the API
 * is away, busy or too slow: an ApiUnavailableError (app/lib/api.server.ts) that the route did not
 * handle itself becomes the error's own response (503, Retry-After, the shop's busy page through
 * the root ErrorBoundary). One place for every route, pages and files alike. The error is known by
 * its name: the build bundles its own copy of the class.
 *
 * @template {import("@remix-run/node").ServerBuild} Build
 * @param {Build} build
 * @returns {Build}
 */
export function answerApiOutages(build) {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader ? { loader: rescued(loader) } : {}),
        ...(action ? { action: rescued(action) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}

/**
 * @template {(...args: any[]) => unknown} Handler
 * @param {Handler} handler
 * @returns {Handler}
 */
function rescued(handler) {
  return /** @type {Handler} */ (
    async (/** @type {unknown[]} */ ...args) => {
      try {
        return await handler(...args);
      } catch (error) {
        if (isApiUnavailable(error)) throw error.toResponse();
        throw error;
      }
    }
  );
}

/**
 * @param {unknown} error
 * @returns {error is Error & { toResponse: () => Response }}
 */
function isApiUnavailable(error) {
  return (
    error instanceof Error &&
    error.name === "ApiUnavailableError" &&
    typeof (/** @type {{ toResponse?: unknown }} */ (error).toResponse) === "function"
  );
}
