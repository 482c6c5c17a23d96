import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { callApi } from "./support/session";
import { type TestStaff, createStaff, signInStaffBrowser, toast } from "./support/staff";
import { javaScriptOn } from "./support/javascript";

// Staff set-up, page loads and the storefront's cache (up to 5 s) on each check.
test.describe.configure({ timeout: 120_000 });

const LINK = "mailto:privacy@woodnest.example";
const LINK_WORDS = "Write to our privacy desk";
/** Both projects run at once against one database: each twin edits its own field or page. */
const twin = () => (javaScriptOn() ? "js" : "nojs");

type PageAnswer = { values: Record<string, string>; version: number };

/** Puts one field back as it was, through the API (from the newest version, so the twin's save cannot refuse it for long). */
async function restore(staff: TestStaff, key: string, field: string, value: string) {
  await expect(async () => {
    const current = await callApi<PageAnswer>("GET", `/admin/pages/${key}`, { token: staff.token });
    const saved = await callApi("PUT", `/admin/pages/${key}`, {
      token: staff.token,
      body: { ...current.body.values, [field]: value, version: current.body.version },
    });
    expect(saved.status, saved.message).toBe(200);
  }).toPass({ timeout: 30_000 });
}

const original = async (staff: TestStaff, key: string, field: string) =>
  (await callApi<PageAnswer>("GET", `/admin/pages/${key}`, { token: staff.token })).body.values[field];

/** The field's editable control: the Tiptap editor with JavaScript (once it has replaced the textarea), else the textarea. */
async function richText(page: Page, label: string) {
  const field = page.getByRole("textbox", { name: label, exact: true });
  if (javaScriptOn()) await expect(field).toHaveAttribute("contenteditable", "true");
  return field;
}

/**
 * Ctrl+End in the editor, until the editor's own selection is at the end: a key pressed in the
 * instant after the editor takes the focus can be lost to its reading of the browser's selection.
 */
async function caretToEnd(page: Page, editor: Locator) {
  await expect(async () => {
    await page.keyboard.press("ControlOrMeta+End");
    const atEnd = await editor.evaluate((element) => {
      // Tiptap hangs its editor on the editable element.
      const { state } = (
        element as HTMLElement & {
          editor: { state: { selection: { empty: boolean; to: number }; doc: { content: { size: number } } } };
        }
      ).editor;
      return state.selection.empty && state.selection.to >= state.doc.content.size - 1;
    });
    expect(atEnd).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/**
 * Saves from a fresh copy of the page; when the twin saved the same document first (a 409, which
 * the form shows), it opens the page again and repeats, as a person would after reading who did.
 */
async function saveFresh(
  page: Page,
  path: string,
  edit: () => Promise<void>,
  saved: string,
  submit = () => page.getByRole("button", { name: /^Save / }).click(),
) {
  await expect(async () => {
    await page.goto(path);
    await edit();
    await submit();
    await expect(toast(page)).toContainText(saved, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

test.describe("the back office's pages", () => {
  test("the About page is edited with the rich-text field and the shop shows the change", async ({ page, context }) => {
    const staff = await createStaff("content");
    // Each twin its own block, so their saves never overwrite each other's words.
    const field = javaScriptOn() ? "visionDescription" : "missionDescription";
    const label = javaScriptOn() ? "Vision text" : "Mission text";
    const before = await original(staff, "aboutUs", field);
    const marker = `Hand-rubbed finish ${twin()} ${Date.now()}`;
    await signInStaffBrowser(context, staff);
    await page.goto("/admin/pages");
    await page.getByRole("link", { name: "Edit About Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit About Us");

    try {
      await saveFresh(
        page,
        "/admin/pages/aboutUs",
        async () => {
          const editor = await richText(page, label);
          if (javaScriptOn()) {
            await editor.click();
            await caretToEnd(page, editor);
            await page.keyboard.press("Enter");
            await page.keyboard.type(marker);
            // Bold by the toolbar: the editor's HTML goes into the form's field.
            await page.keyboard.press("Shift+Home");
            const toolbar = page.getByRole("toolbar", { name: `Formatting: ${label}` });
            await toolbar.getByRole("button", { name: "Bold" }).click();
            await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
          } else {
            // Without JavaScript the field is HTML; the server cleans what it must not keep.
            await editor.fill(`${before}<p onclick="alert(1)"><strong>${marker}</strong><script>alert(1)</script></p>`);
          }
        },
        "About Us saved",
      );

      const stored = await original(staff, "aboutUs", field);
      expect(stored).toContain(`<strong>${marker}</strong>`);
      expect(stored).not.toMatch(/script|onclick/);

      // The shop's caches keep a page at most 5 s.
      const section = javaScriptOn() ? "Our vision" : "Our mission";
      await expect(async () => {
        await page.goto("/about-us");
        const block = page.getByRole("region", { name: await blockTitle(staff, section) });
        await expect(block.locator("strong", { hasText: marker })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await restore(staff, "aboutUs", field, before);
    }
  });

  test("a policy page is edited by keyboard alone", async ({ page, context }) => {
    const staff = await createStaff("content");
    const key = javaScriptOn() ? "privacyPolicy" : "termsConditions";
    const shopPath = javaScriptOn() ? "/privacy-policy" : "/terms-conditions";
    const before = await original(staff, key, "description");
    const heading = `Updated ${twin()} ${Date.now()}`;
    await signInStaffBrowser(context, staff);

    try {
      await saveFresh(
        page,
        `/admin/pages/${key}`,
        async () => {
          const text = await richText(page, "Text");
          await tabTo(page, text);
          if (javaScriptOn()) {
            await caretToEnd(page, text);
            await page.keyboard.press("Enter");
            await page.keyboard.type(heading);
            // Back to the toolbar (one tab stop), along it by arrow keys to Heading, and on.
            await page.keyboard.press("Shift+Tab");
            await expect(page.getByRole("button", { name: "Bold" })).toBeFocused();
            await page.keyboard.press("ArrowRight");
            await page.keyboard.press("ArrowRight");
            await expect(page.getByRole("button", { name: "Heading", exact: true })).toBeFocused();
            await page.keyboard.press("Enter");
            await expect(page.getByRole("button", { name: "Heading", exact: true })).toHaveAttribute(
              "aria-pressed",
              "true",
            );
            await expect(text).toBeFocused();
            // A link: select the words, back to the toolbar (where it was left), End to Link, type the address.
            await page.keyboard.press("End");
            await page.keyboard.press("Enter");
            await page.keyboard.type(LINK_WORDS);
            for (const _ of LINK_WORDS) await page.keyboard.press("Shift+ArrowLeft");
            await page.keyboard.press("Shift+Tab");
            await expect(page.getByRole("button", { name: "Heading", exact: true })).toBeFocused();
            await page.keyboard.press("End");
            await expect(page.getByRole("button", { name: "Link" })).toBeFocused();
            await page.keyboard.press("Enter");
            await expect(page.getByRole("textbox", { name: "Link address (blank removes the link)" })).toBeFocused();
            await page.keyboard.type(LINK);
            await page.keyboard.press("Enter");
            await expect(text).toBeFocused();
            await expect(page.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");
            // The editor wrote its HTML into the (hidden) textarea the form posts.
            expect(await page.locator('textarea[name="description"]').inputValue()).toContain(
              `<a href="${LINK}">${LINK_WORDS}</a>`,
            );
          } else {
            await page.keyboard.press("ControlOrMeta+End");
            await page.keyboard.type(`<h2>${heading}</h2><p><a href="${LINK}">${LINK_WORDS}</a></p>`);
          }
        },
        "saved",
        async () => {
          await tabTo(page, page.getByRole("button", { name: /^Save / }));
          await page.keyboard.press("Enter");
        },
      );
      const stored = await original(staff, key, "description");
      expect(stored).toContain(`<h2>${heading}</h2>`);
      expect(stored).toContain(`<a href="${LINK}">${LINK_WORDS}</a>`);
      await expect(async () => {
        await page.goto(shopPath);
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible({ timeout: 1_000 });
        await expect(page.getByRole("main").getByRole("link", { name: LINK_WORDS })).toHaveAttribute("href", LINK);
      }).toPass({ timeout: 15_000 });
    } finally {
      await restore(staff, key, "description", before);
    }
  });

  test("Contact Us is edited and the shop shows the change", async ({ page, context }) => {
    const staff = await createStaff("content");
    // The twins change different fields of the one document: the factory address, and the page's SEO title.
    const [field, label] = javaScriptOn() ? ["factoryAddress", "Factory address"] : ["seoTitle", "SEO title"];
    const before = await original(staff, "contactUs", field);
    const value = javaScriptOn()
      ? `Plot ${Date.now()}, Boranada, Jodhpur, Rajasthan 342012`
      : `Visit our Woodnest showroom ${Date.now()}`;
    await signInStaffBrowser(context, staff);
    try {
      await saveFresh(
        page,
        "/admin/pages/contactUs",
        () => page.getByRole("textbox", { name: label, exact: true }).fill(value),
        "Contact Us saved",
      );
      await expect(async () => {
        await page.goto("/contact-us");
        if (javaScriptOn())
          await expect(page.getByRole("region", { name: "Factory Office" })).toContainText(value, { timeout: 1_000 });
        else await expect(page).toHaveTitle(value, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await restore(staff, "contactUs", field, before);
    }
  });

  test("a save from a page opened before someone else's is refused, naming them, and keeps what was typed", async ({
    page,
    context,
  }) => {
    const staff = await createStaff("content");
    const other = await createStaff("content", `Other editor ${twin()}`);
    await signInStaffBrowser(context, staff);
    await page.goto("/admin/pages/returnRefunds");
    const current = await callApi<PageAnswer>("GET", "/admin/pages/returnRefunds", { token: other.token });
    const theirs = await callApi("PUT", "/admin/pages/returnRefunds", {
      token: other.token,
      body: { ...current.body.values, version: current.body.version },
    });
    expect(theirs.status, theirs.message).toBe(200);
    // Refused, so nothing here is stored: the twin's run of this test reads the same page.
    const mine = `returns ${twin()}`;
    await page.getByRole("textbox", { name: "SEO keywords" }).fill(mine);
    await page.getByRole("button", { name: "Save Return & Refund Policy" }).click();
    await expect(page.getByRole("alert")).toContainText("Other editor");
    await expect(page.getByRole("alert")).toContainText("saved this page");
    await expect(page.getByRole("textbox", { name: "SEO keywords" })).toHaveValue(mine);
  });
});

/** The About block's heading as stored now (the twin may be editing other blocks, never titles). */
async function blockTitle(staff: TestStaff, legend: string) {
  const values = (await callApi<PageAnswer>("GET", "/admin/pages/aboutUs", { token: staff.token })).body.values;
  return legend === "Our vision" ? values.visionTitle : values.missionTitle;
}
