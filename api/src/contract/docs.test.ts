import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/harness";
import { LOGO_STYLE, LOGO_STYLE_HASH } from "./docs.routes";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const fetchApi = (path: string) => api.app.request(path);

/** Anything that would make the browser reach beyond the API: absolute or protocol-relative URLs. */
const EXTERNAL = /(?:src|href)\s*=\s*["'](?:[a-z]+:)?\/\//i;

describe("GET /v1/docs", () => {
  it("is an HTML page that loads only the API's own files, under a CSP that allows nothing else", async () => {
    const res = await fetchApi("/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|https?:/);
    const html = await res.text();
    expect(html).not.toMatch(EXTERNAL);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);

    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(
      ([, url]) => new URL(url, "http://api.test/v1/docs").pathname + new URL(url, "http://api.test/v1/docs").search,
    );
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      const answer = await fetchApi(asset);
      expect(answer.status, asset).toBe(200);
      if (!asset.endsWith("initializer.js"))
        expect(answer.headers.get("cache-control"), asset).toContain("max-age=31536000");
      if (asset.includes(".css")) expect(await answer.text()).not.toMatch(/url\(\s*["']?(?:[a-z]+:)?\/\//i);
    }
  });

  it("points swagger-ui at the API's own document, with no outside validator", async () => {
    const script = await (await fetchApi("/v1/docs/assets/initializer.js")).text();
    expect(script).toContain('url: "openapi.json"');
    expect(script).toContain("validatorUrl: null");
    expect(script).not.toMatch(/https?:\/\//);
  });

  it("allows by its hash the one inline style the installed swagger-ui writes", async () => {
    const preset = await (await fetchApi("/v1/docs/assets/swagger-ui-standalone-preset.js")).text();
    expect(preset).toContain(LOGO_STYLE);
    expect(`sha256-${createHash("sha256").update(LOGO_STYLE).digest("base64")}`).toBe(LOGO_STYLE_HASH);
    expect((await fetchApi("/v1/docs")).headers.get("content-security-policy")).toContain(
      `style-src 'self' '${LOGO_STYLE_HASH}'`,
    );
  });

  it("serves none of the package's other files", async () => {
    for (const name of ["index.html", "swagger-initializer.js", "package.json", "..%2Fpackage.json"]) {
      expect((await fetchApi(`/v1/docs/assets/${name}`)).status, name).toBe(404);
    }
  });
});
