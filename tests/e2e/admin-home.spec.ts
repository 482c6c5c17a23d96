import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { callApi } from "./support/session";
import { editingHomeSettings } from "./support/home-settings";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

// Staff accounts are made through invitations; the storefront check waits out the shop's cache.
test.describe.configure({ timeout: 120_000 });

type HomeItem = {
  title: string;
  text: string;
  linkLabel: string;
  webpageUrl: string;
  image: { url: string; alt?: string };
};
type HomeContent = {
  slides: HomeItem[];
  popup: {
    enabled: boolean;
    title: string;
    text: string;
    linkLabel: string;
    webpageUrl: string;
    delaySeconds: number;
    image: { alt?: string } | null;
  };
  version: number;
};

/** A shopper who has not closed the popup yet: the suite's other pages start with it closed. */
async function freshShopper(browser: Browser) {
  return browser.newContext({ storageState: { cookies: [], origins: [] } });
}

test.describe("the home page in the back office", () => {
  test("a content user edits a hero slide and the popup, and the shop shows both", async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const staff = await createStaff("content", "Kavya Content");
    const mark = `${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
    await signInStaffBrowser(context, staff);
    // Both projects edit the one settings document: they take turns, so neither's save meets the
    // other's newer version and neither's check sees the other's words.
    await editingHomeSettings(async () => {
      const original = (await callApi<HomeContent>("GET", "/admin/site-settings/home", { token: staff.token })).body;
      // The last slide: the storefront's own home test checks the first slide's words.
      const last = original.slides.length - 1;
      const slide = original.slides[last];
      try {
        await page.goto("/admin");
        await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Home page" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home page");
        await page.getByRole("link", { name: `Edit ${slide.title}`, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1 })).toContainText(slide.title);

        // A refused form keeps what was typed and says why by the field.
        const subTitle = page.getByLabel("Sub-title (optional)");
        await subTitle.fill(`Handmade by artisans (${mark})`);
        await page.getByLabel("Link", { exact: true }).fill("javascript:alert(1)");
        await page.getByRole("button", { name: "Save slide" }).click();
        await expect(page.getByLabel("Link", { exact: true })).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText("Link must be a web address")).toBeVisible();
        await expect(subTitle).toHaveValue(`Handmade by artisans (${mark})`);
        await page.getByLabel("Link", { exact: true }).fill(slide.webpageUrl);
        await page.getByRole("button", { name: "Save slide" }).click();
        await expect(toast(page)).toContainText("Slide saved");
        await expect(page.getByRole("table").first()).toContainText(`Handmade by artisans (${mark})`);

        await page.getByRole("link", { name: "Edit the popup" }).click();
        await page.getByLabel("Words (optional)").fill(`Free cushions this week (${mark})`);
        await page.getByRole("button", { name: "Save popup" }).click();
        await expect(toast(page)).toContainText("Popup saved");

        // The shop's cache keeps its copy at most 5 s.
        const shopper = await freshShopper(browser);
        try {
          const shop = await shopper.newPage();
          await expect
            .poll(
              async () => {
                await shop.goto("/");
                const hero = await shop.getByRole("region", { name: "Featured collections" }).textContent();
                const popup = await shop.locator("dialog").textContent();
                return Boolean(
                  hero?.includes(`Handmade by artisans (${mark})`) &&
                  popup?.includes(`Free cushions this week (${mark})`),
                );
              },
              { timeout: 15_000, intervals: [1_000] },
            )
            .toBe(true);
        } finally {
          await shopper.close();
        }
      } finally {
        // Put back what the shop's other tests read.
        const now = (await callApi<HomeContent>("GET", "/admin/site-settings/home", { token: staff.token })).body;
        const restoredSlide = await callApi("PUT", `/admin/site-settings/home/slides/${last}`, {
          token: staff.token,
          body: { ...slide, alt: slide.image.alt ?? slide.title, image: slide.image, version: now.version },
        });
        expect(restoredSlide.status, restoredSlide.message).toBe(200);
        const { popup } = original;
        const restoredPopup = await callApi("PUT", "/admin/site-settings/popup", {
          token: staff.token,
          body: { ...popup, alt: popup.image?.alt ?? popup.title, image: undefined, version: now.version + 1 },
        });
        expect(restoredPopup.status, restoredPopup.message).toBe(200);
      }
    });
  });

  test("a content user adds an offer banner with a new picture, moves it up and removes it after confirming", async ({
    page,
    context,
  }, testInfo) => {
    const staff = await createStaff("content", "Kiran Content");
    const title = `Monsoon offer ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
    const offers = page.getByRole("region", { name: "Offer banners" });
    const titles = async () =>
      (await offers.getByRole("rowheader").allTextContents()).map((text) => text.split(" — ")[0]);
    await signInStaffBrowser(context, staff);
    await editingHomeSettings(async () => {
      try {
        await page.goto("/admin/home");
        await page.getByRole("link", { name: "Add an offer banner" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add an offer banner");
        const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#1e7a5a" } })
          .jpeg()
          .toBuffer();
        await page
          .getByLabel("Picture", { exact: true })
          .setInputFiles({ name: "monsoon.jpg", mimeType: "image/jpeg", buffer: jpeg });
        await page.getByLabel("Description of the picture (alt text)").fill("A green cane chair on a balcony");
        await page.getByLabel("Title (optional)").fill(title);
        await page.getByLabel("Link", { exact: true }).fill("/shop/outdoor");
        await page.getByRole("button", { name: "Add offer banner" }).click();
        await expect(toast(page)).toContainText("Offer banner added");
        await expect.poll(titles).toContain(title);
        const before = await titles();
        expect(before.at(-1)).toBe(title);
        await expect(offers.getByRole("img", { name: "A green cane chair on a balcony" })).toHaveAttribute(
          "src",
          /^\/v1\/media\//,
        );

        await offers.getByRole("button", { name: `Move ${title} Up` }).click();
        await expect(toast(page)).toContainText("Order saved");
        await expect.poll(async () => (await titles()).indexOf(title)).toBe(before.length - 2);

        await offers.getByRole("link", { name: `Remove ${title}` }).click();
        await expect(page.getByRole("heading", { name: `Remove the offer banner “${title}”?` })).toBeVisible();
        await page.getByRole("button", { name: "Yes, remove it" }).click();
        await expect(toast(page)).toContainText("Offer banner removed");
        await expect.poll(titles).not.toContain(title);
      } finally {
        // A failed run's banner would show on the shop's home page: take it away.
        const now = (
          await callApi<HomeContent & { offers: HomeItem[] }>("GET", "/admin/site-settings/home", {
            token: staff.token,
          })
        ).body;
        const left = now.offers.findIndex((offer) => offer.title === title);
        if (left >= 0)
          await callApi("DELETE", `/admin/site-settings/home/offers/${left}?version=${now.version}`, {
            token: staff.token,
          });
      }
    });
  });
});
