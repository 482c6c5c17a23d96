import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DELHI_ADDRESS, createCustomer, plainLine, productBySlug, saveAddress, writeSession } from "./support/session";
import { createStaff, signInStaffBrowser } from "./support/staff";

/**
 * The server's HTML of the shop's main pages and of back-office screens passes the Nu Html
 * Checker (vnu-jar, the W3C validator) with no error. One JVM checks every page: it takes seconds
 * to start. Needs Java; .ci/run installs it.
 */
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const javaPresent = spawnSync("java", ["-version"]).status === 0;

const SHOP_PAGES = [
  "/",
  "/shop/living-room",
  "/product/rohtak-sheesham-coffee-table",
  "/search?q=table",
  "/cart",
  "/checkout",
  "/my-account/dashboard",
];
/** Pages a signed-in shopper is sent away from. */
const SIGNED_OUT_PAGES = ["/login"];
const BACK_OFFICE_PAGES = ["/admin", "/admin/orders", "/admin/products", "/admin/customers", "/admin/home"];

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * React's streaming writes its hidden boundaries and their scripts after `</html>` once the shell
 * has gone (a deferred loader's data): valid for a browser, which moves them into the body, but
 * not HTML as the checker reads it. That tail is left out; everything up to `</html>` is checked.
 */
const documentOnly = (html: string) => html.slice(0, html.indexOf("</html>") + "</html>".length);

test.use({ storageState: { cookies: [], origins: [] } });

/** A signed-in customer with an address and a cart, and an owner of the back office, in this context. */
async function signInShopperAndStaff(context: BrowserContext) {
  const customer = await createCustomer();
  await saveAddress(customer, DELHI_ADDRESS);
  await writeSession(context, { customer, cart: [plainLine(await productBySlug("rohtak-sheesham-coffee-table"))] });
  await signInStaffBrowser(context, await createStaff("owner"));
}

/**
 * React 18 could write a NUL byte or two where a character's bytes would have crossed the end of
 * its 2 KB buffer (facebook/react#24985): My Account's footer © had one on every load. Where that
 * happens depends on every byte before it, so besides the shop's pages a search echoes runs of
 * rupee signs (3 bytes each) of every length from 40 to 100, which put one across that end.
 */
test("no page's HTML carries a U+0000", async ({ context, request }, testInfo) => {
  test.skip(testInfo.project.name === "js-disabled", "the server's HTML is the same with JavaScript off");
  test.setTimeout(120_000);
  await signInShopperAndStaff(context);
  const signedIn = [
    ...SHOP_PAGES,
    ...BACK_OFFICE_PAGES,
    "/my-account/orders",
    "/my-account/info",
    "/my-account/dashboard",
    "/my-account/dashboard",
    "/my-account/enquiries",
  ];
  const searches = Array.from({ length: 61 }, (_, index) => `/search?q=${encodeURIComponent("₹".repeat(40 + index))}`);
  const pages = [
    ...signedIn.map((page) => ({ page, client: context.request })),
    ...[...SIGNED_OUT_PAGES, "/about-us", "/contact-us", ...searches].map((page) => ({ page, client: request })),
  ];
  for (const { page, client } of pages) {
    const response = await client.get(page, { maxRedirects: 0 });
    expect(response.status(), page).toBe(200);
    expect((await response.body()).indexOf(0), `${decodeURIComponent(page)}: the byte offset of a NUL`).toBe(-1);
  }
});

test("the server HTML of the shop's pages and five back-office screens has no Nu Html Checker error", async ({
  context,
  request,
}, testInfo) => {
  test.skip(!javaPresent, "Java is not installed: the Nu Html Checker (vnu.jar) needs it");
  test.skip(testInfo.project.name === "js-disabled", "the server's HTML is the same with JavaScript off");
  test.setTimeout(120_000);

  await signInShopperAndStaff(context);

  const folder = mkdtempSync(path.join(tmpdir(), "woodnest-vnu-"));
  try {
    const files = new Map<string, string>();
    const pages = [
      ...[...SHOP_PAGES, ...BACK_OFFICE_PAGES].map((page) => ({ page, client: context.request })),
      ...SIGNED_OUT_PAGES.map((page) => ({ page, client: request })),
    ];
    for (const [index, { page, client }] of pages.entries()) {
      const response = await client.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(200);
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, documentOnly(await response.text()));
      files.set(file, page);
    }
    const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files.keys()], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, run.stderr).toBe(0);
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) =>
        `${files.get(message.url?.replace(/^file:/, "") ?? "") ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`.trim(),
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
