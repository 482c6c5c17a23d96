import { expect, it } from "vitest";
import { startInOrder } from "../../scripts/lib/start-order.mjs";

/** A promise settled from outside, to hold a step until the test lets it go. */
function held<T>() {
  let release!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function stagedStart() {
  const events: string[] = [];
  const webBuild = held<void>();
  const apiUp = held<boolean>();
  const run = startInOrder({
    build: async (name) => {
      events.push(`build ${name}`);
      if (name === "web") await webBuild.promise;
      events.push(`built ${name}`);
    },
    startApi: () => events.push("start api"),
    startWeb: () => events.push("start web"),
    waitForApi: () => apiUp.promise,
    waitForWeb: async () => true,
    stopping: () => false,
  });
  return { events, webBuild, apiUp, run };
}

it("starts the API, which creates and seeds its database, while the storefront is still building", async () => {
  const { events, webBuild, apiUp, run } = stagedStart();
  await tick();
  expect(events).toEqual(["build api", "built api", "start api", "build web"]);
  webBuild.release();
  await tick();
  // The storefront needs no answer from the API to start.
  expect(events.at(-1)).toBe("start web");
  apiUp.release(true);
  expect(await run).toBe(true);
});

it("reports a failed storefront build without waiting for the API", async () => {
  const { webBuild, run } = stagedStart();
  webBuild.fail(new Error("remix build failed"));
  await expect(run).rejects.toThrow("remix build failed");
});
