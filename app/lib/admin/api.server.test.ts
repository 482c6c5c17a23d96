import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi } from "./api.server";
import { getStaffSession } from "./session.server";

afterEach(() => vi.unstubAllGlobals());

describe("adminApi", () => {
  it("waits longer than a shop page's 5 s for the back office's slow work (an image, a CSV)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(
              () =>
                resolve(
                  new Response(
                    JSON.stringify({ status: 200, message: "Success", body: { url: "/v1/media/a.webp" }, errors: {} }),
                    { status: 200 },
                  ),
                ),
              5_300,
            );
            init.signal?.addEventListener("abort", () => {
              clearTimeout(timer);
              reject(init.signal?.reason);
            });
          }),
      ),
    );
    const request = new Request("http://shop.test/admin/settings", { method: "POST" });
    const auth = { request, session: await getStaffSession(request), token: "staff-token" };
    const answer = await adminApi<{ url: string }>(auth, "/media", { method: "POST", body: new FormData() });
    expect(answer.body.url).toBe("/v1/media/a.webp");
  }, 10_000);
});
