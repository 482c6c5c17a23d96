/**
 * The order of `npm start`, with what it runs passed in (a test drives it with stand-ins). The
 * API's build takes a fraction of a second; the API then creates, migrates and seeds its database
 * while the storefront builds, each on its own core, and the storefront starts as soon as its build
 * is done (it needs no answer from the API to start). A first start takes the longer of the two
 * instead of their sum.
 *
 * @param {{
 *   build: (name: "api" | "web") => Promise<void>,
 *   startApi: () => void,
 *   startWeb: () => void,
 *   waitForApi: () => Promise<boolean>,
 *   waitForWeb: () => Promise<boolean>,
 *   stopping: () => boolean,
 * }} steps
 * @returns {Promise<boolean>} true once both answer; false when the run was stopped on the way.
 */
export async function startInOrder({ build, startApi, startWeb, waitForApi, waitForWeb, stopping }) {
  await build("api");
  startApi();
  const web = build("web").then(() => {
    if (stopping()) return false;
    startWeb();
    return waitForWeb();
  });
  // Both are awaited together so that a failed storefront build is reported at once.
  const [apiUp, webUp] = await Promise.all([waitForApi(), web]);
  return apiUp && webUp;
}
