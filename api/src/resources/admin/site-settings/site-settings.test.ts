import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";
import { IMAGE_REQUIRED } from "@api/validation/admin-media";
import { HOURS_INVALID, LINK_INVALID, MOBILE_INVALID, SLIDE_TITLE_REQUIRED } from "@api/validation/site-settings";
import { signedInStaff } from "../test-helpers";

let api: TestApi;
let owner: { token: string };
let content: { token: string };
let catalogue: { token: string };

beforeAll(async () => {
  api = await createTestApi({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
  owner = await signedInStaff(api, "owner");
  content = await signedInStaff(api, "content");
  catalogue = await signedInStaff(api, "catalogue");
});
afterAll(() => api.close());

/** Each save a second after the last: the audit rows (and the stale-edit message) read newest first by time. */
const later = () => api.clock.advance(1000);
const post = (path: string, body: unknown, token: string) => (later(), api.post(path, body, token));
const put = (path: string, body: unknown, token: string) => (later(), api.put(path, body, token));
const del = (path: string, token: string) => (later(), api.del(path, token));

const picture = { url: "/v1/media/abc/1200.jpeg", width: 1600, height: 700, alt: "ignored" };
const home = async () => (await api.get("/admin/site-settings/home", content.token)).json.body;
const lastAudit = async () =>
  (
    await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "site_content"), eq(auditLog.entityId, "settings")))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1)
  )[0];

describe("/admin/site-settings/home", () => {
  it("lists the seeded slides, banners and popup with the document's version", async () => {
    const body = await home();
    expect(body.slides).toHaveLength(4);
    expect(body.slides[0]).toMatchObject({
      title: "Living rooms, made in solid wood",
      webpageUrl: "/shop/living-room",
    });
    expect(body.promotions).toHaveLength(2);
    expect(body.offers[0]).toMatchObject({ title: "Up to 45% off storage", linkLabel: "Shop storage" });
    expect(body.popup).toMatchObject({ enabled: true, title: "Welcome to Woodnest", delaySeconds: 10 });
    expect(body.version).toBe(0);
    expect((await api.get("/admin/site-settings/home", catalogue.token)).status).toBe(403);
    expect((await api.get("/admin/site-settings/home")).status).toBe(401);
  });

  it("adds, edits, moves and removes a slide; the public settings follow; each save is audited", async () => {
    let { version } = await home();
    const added = await post(
      "/admin/site-settings/home/slides",
      {
        title: "Diwali sale",
        text: "Up to 50% off",
        webpageUrl: "/shop/dining",
        alt: "Lamps on a dining table",
        image: picture,
        version,
      },
      content.token,
    );
    expect(added.status).toBe(200);
    expect(added.json.message).toBe("Slide added");
    expect(added.json.body.slides.at(-1)).toMatchObject({
      title: "Diwali sale",
      text: "Up to 50% off",
      image: { url: picture.url, alt: "Lamps on a dining table" },
    });
    expect(await lastAudit()).toMatchObject({
      action: "home.slides.add",
      before: { version },
      after: { version: version + 1 },
    });
    const last = added.json.body.slides.length - 1;
    ({ version } = added.json.body);

    // Edited without a new picture: the current one stays, described anew.
    const edited = await put(
      `/admin/site-settings/home/slides/${last}`,
      { title: "Diwali sale now on", text: "", webpageUrl: "https://example.com/diwali", alt: "Brass lamps", version },
      content.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.json.body.slides[last]).toMatchObject({
      title: "Diwali sale now on",
      webpageUrl: "https://example.com/diwali",
      image: { url: picture.url, alt: "Brass lamps" },
    });
    ({ version } = edited.json.body);

    const moved = await post(
      `/admin/site-settings/home/slides/${last}/move`,
      { direction: "up", version },
      content.token,
    );
    expect(moved.json.body.slides[last - 1].title).toBe("Diwali sale now on");
    expect(await lastAudit()).toMatchObject({ action: "home.slides.move" });
    const publicSettings = (await api.get("/settings")).json.body;
    expect(publicSettings.slider[last - 1]).toMatchObject({ title: "Diwali sale now on", subTitle: "" });
    expect(publicSettings).not.toHaveProperty("version");
    ({ version } = moved.json.body);

    const removed = await del(`/admin/site-settings/home/slides/${last - 1}?version=${version}`, content.token);
    expect(removed.status).toBe(200);
    expect(removed.json.body.slides.map((s: { title: string }) => s.title)).not.toContain("Diwali sale now on");
    expect(await lastAudit()).toMatchObject({ action: "home.slides.remove" });
  });

  it("keeps a banner's words optional and refuses bad links, a slide without a title and an add without a picture", async () => {
    const { version } = await home();
    const bad = await post(
      "/admin/site-settings/home/slides",
      { title: "", webpageUrl: "javascript:alert(1)", alt: "", version },
      content.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ title: SLIDE_TITLE_REQUIRED, webpageUrl: LINK_INVALID });
    expect(bad.json.errors.alt).toBeTruthy();
    const protocolRelative = await post(
      "/admin/site-settings/home/offers",
      { webpageUrl: "//evil.example", alt: "Offer", image: picture, version },
      content.token,
    );
    expect(protocolRelative.json.errors).toEqual({ webpageUrl: LINK_INVALID });
    const noPicture = await post(
      "/admin/site-settings/home/offers",
      { webpageUrl: "/shop/storage", alt: "Storage offer", version },
      content.token,
    );
    expect(noPicture.status).toBe(400);
    expect(noPicture.json.errors).toEqual({ image: IMAGE_REQUIRED });
    const foreignPicture = await post(
      "/admin/site-settings/home/offers",
      {
        webpageUrl: "/shop/storage",
        alt: "Storage offer",
        image: { ...picture, url: "https://evil.example/x.jpg" },
        version,
      },
      content.token,
    );
    expect(foreignPicture.status).toBe(400);
    const wordless = await post(
      "/admin/site-settings/home/offers",
      { webpageUrl: "/shop/storage", alt: "Storage offer", image: picture, version },
      content.token,
    );
    expect(wordless.status).toBe(200);
    expect((await api.get("/settings")).json.body.offerBanner.at(-1)).toMatchObject({
      title: null,
      text: null,
      linkLabel: null,
      webpageUrl: "/shop/storage",
    });
    const index = wordless.json.body.offers.length - 1;
    await del(`/admin/site-settings/home/offers/${index}?version=${wordless.json.body.version}`, content.token);
  });

  it("answers 404 for an item that is gone and for an unknown list", async () => {
    const { version } = await home();
    expect(
      (await put("/admin/site-settings/home/promotions/99", { webpageUrl: "/", alt: "x", version }, content.token))
        .status,
    ).toBe(404);
    expect(
      (
        await post(
          "/admin/site-settings/home/carousels",
          { webpageUrl: "/", alt: "x", image: picture, version },
          content.token,
        )
      ).status,
    ).toBe(404);
  });

  it("answers an unknown list's every change with its 404, after the sign-in and body checks", async () => {
    const { version } = await home();
    const gone = "No such list on the home page";
    const item = { webpageUrl: "/", alt: "x", version };
    for (const answer of [
      await put("/admin/site-settings/home/carousels/0", item, content.token),
      await post("/admin/site-settings/home/carousels/0/move", { direction: "up", version }, content.token),
      await del(`/admin/site-settings/home/carousels/0?version=${version}`, content.token),
    ])
      expect([answer.status, answer.json.message]).toEqual([404, gone]);
    expect((await post("/admin/site-settings/home/carousels", item, "")).status).toBe(401);
    const patch = await api.request("PATCH", "/admin/site-settings/home/carousels", {
      body: item,
      token: content.token,
    });
    expect([patch.status, patch.json.message]).toEqual([404, "Not found"]);
  });

  it("refuses a save made from an older version, naming who changed what", async () => {
    const { version } = await home();
    expect(
      (await post("/admin/site-settings/home/promotions/0/move", { direction: "down", version }, content.token)).status,
    ).toBe(200);
    const stale = await put(
      "/admin/site-settings/home/slides/0",
      { title: "Stale", webpageUrl: "/", alt: "Stale", version },
      owner.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain("changing promotion banners");
    expect((await home()).slides[0].title).not.toBe("Stale");
    await post("/admin/site-settings/home/promotions/1/move", { direction: "up", version: version + 1 }, content.token);
  });
});

describe("/admin/site-settings/popup", () => {
  it("saves the popup's words, delay and on/off, and refuses a delay out of range", async () => {
    const { version, popup } = await home();
    const bad = await put(
      "/admin/site-settings/popup",
      { ...popup, delaySeconds: 121, title: "", alt: "Popup", version },
      content.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      delaySeconds: "Delay must be at most 120",
      title: "Popup title is a required field",
    });
    const off = await put(
      "/admin/site-settings/popup",
      { ...popup, image: undefined, enabled: false, delaySeconds: "0", title: "Monsoon sale", alt: "Monsoon", version },
      content.token,
    );
    expect(off.status).toBe(200);
    expect(off.json.body.popup).toMatchObject({
      enabled: false,
      delaySeconds: 0,
      title: "Monsoon sale",
      image: { alt: "Monsoon" },
    });
    expect((await api.get("/settings")).json.body).toMatchObject({
      popupEnabled: false,
      popupDelay: 0,
      popupOffer: { title: "Monsoon sale" },
    });
    expect(await lastAudit()).toMatchObject({
      action: "home.popup.update",
      before: { popupEnabled: true },
      after: { popupEnabled: false },
    });
  });
});

describe("/admin/site-settings/shop", () => {
  it("is the owner's: a content user may not read or save it", async () => {
    expect((await api.get("/admin/site-settings/shop", content.token)).status).toBe(403);
    expect((await put("/admin/site-settings/shop", {}, content.token)).status).toBe(403);
  });

  it("answers the contacts, the footer's opening times and the threshold in rupees", async () => {
    const body = (await api.get("/admin/site-settings/shop", owner.token)).json.body;
    expect(body).toMatchObject({
      supportMobile: "+91 98110 42424",
      whatsappNumber: "+91 98110 42425",
      supportEmail: "support@woodnest.example",
      openingHours: [
        { days: "Mon - Fri", hours: "8AM - 10PM" },
        { days: "Sat", hours: "9AM - 8PM" },
        { days: "Sun", hours: "Closed" },
      ],
      openingNote: "We Work All The Holidays",
      freeShippingOver: 10_000,
    });
    expect((await api.get("/settings")).json.body.freeShippingOver).toBe(10_000);
  });

  it("saves normalised numbers and the threshold, audited; the public settings follow", async () => {
    const current = (await api.get("/admin/site-settings/shop", owner.token)).json.body;
    const saved = await put(
      "/admin/site-settings/shop",
      {
        ...current,
        supportMobile: "098110 42400",
        whatsappNumber: "+919811042401",
        supportEmail: " Help@Woodnest.example ",
        openingHours: "Mon - Sat: 10AM - 7PM\r\nSun: Closed\n",
        openingNote: "",
        freeShippingOver: "0",
      },
      owner.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.body).toMatchObject({
      supportMobile: "+91 98110 42400",
      whatsappNumber: "+91 98110 42401",
      supportEmail: "help@woodnest.example",
      openingHours: [
        { days: "Mon - Sat", hours: "10AM - 7PM" },
        { days: "Sun", hours: "Closed" },
      ],
      openingNote: "",
      freeShippingOver: 0,
    });
    expect(await lastAudit()).toMatchObject({ action: "settings.shop.update", after: { freeShippingOverPaise: 0 } });
    expect((await api.get("/settings")).json.body).toMatchObject({
      freeShippingOver: 0,
      contactUs: { supportMobile: "+91 98110 42400" },
    });
  });

  it("refuses bad values field by field", async () => {
    const { version } = (await api.get("/admin/site-settings/shop", owner.token)).json.body;
    const bad = await put(
      "/admin/site-settings/shop",
      {
        supportMobile: "12345 67890",
        whatsappNumber: "",
        supportEmail: "help@",
        openingHours: "Mon to Fri 9 to 5",
        freeShippingOver: "-1",
        version,
      },
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      supportMobile: `Support phone ${MOBILE_INVALID}`,
      whatsappNumber: "WhatsApp number is a required field",
      supportEmail: "Support email must be a valid email",
      openingHours: HOURS_INVALID,
      freeShippingOver: "Free shipping over (Rs) must be at least 0",
    });
  });

  it("shares the document's version with the home page's content", async () => {
    const shop = (await api.get("/admin/site-settings/shop", owner.token)).json.body;
    const { popup } = await home();
    expect(
      (await put("/admin/site-settings/popup", { ...popup, alt: "Popup", version: shop.version }, content.token))
        .status,
    ).toBe(200);
    const stale = await put("/admin/site-settings/shop", { ...shop, openingHours: "Daily: 9AM - 9PM" }, owner.token);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/changing the popup's picture|changing the popup/);
  });
});
