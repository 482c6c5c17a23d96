import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ApiUnavailableError } from "../app/lib/api.server";
import { answerApiOutages } from "./api-outage-pages.js";

const buildWith = (module: Record<string, unknown>) =>
  ({ routes: { "routes/page": { id: "routes/page", path: "page", module } } }) as unknown as ServerBuild;

const args = {} as never;

describe("answerApiOutages", () => {
  it("turns an API outage a loader or action let through into the 503 busy answer", async () => {
    const away = new ApiUnavailableError("The API is unreachable", { retryAfterSeconds: 9 });
    const build = answerApiOutages(
      buildWith({ loader: async () => Promise.reject(away), action: () => Promise.reject(away), default: () => null }),
    );
    const { module } = build.routes["routes/page"] as {
      module: { loader: (a: never) => Promise<unknown>; action: (a: never) => Promise<unknown>; default: unknown };
    };
    for (const handler of [module.loader, module.action]) {
      const thrown = await handler(args).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(503);
      expect((thrown as Response).headers.get("retry-after")).toBe("9");
    }
    expect(module.default).toBeTypeOf("function");
  });

  it("leaves answers and every other failure as they were", async () => {
    const bug = new TypeError("not a function");
    const build = answerApiOutages(
      buildWith({ loader: async () => ({ ok: true }), action: () => Promise.reject(bug) }),
    );
    const { module } = build.routes["routes/page"] as {
      module: { loader: (a: never) => Promise<unknown>; action: (a: never) => Promise<unknown> };
    };
    expect(await module.loader(args)).toEqual({ ok: true });
    await expect(module.action(args)).rejects.toBe(bug);
  });
});
