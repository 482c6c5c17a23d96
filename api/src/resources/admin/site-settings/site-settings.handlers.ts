import type { z } from "zod";
import type { AppContext } from "@api/context";
import { ApiError, ok } from "@api/lib/envelope";
import { toPaise, toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { HOME_LIST_LABELS, type HomeList } from "@api/validation/home-lists";
import type {
  homeItemMoveSchema,
  homeItemRemoveSchema,
  homeItemSaveSchema,
  popupSaveSchema,
  shopSettingsSaveSchema,
} from "@api/validation/site-settings";
import { IMAGE_REQUIRED } from "@api/validation/admin-media";
import type { StoredSettings } from "@api/resources/content/content.schemas";
import { readSettings, saveSettings } from "./site-settings";

type StoredImage = StoredSettings["popupImage"] & {};
/** One slide or banner as the back office edits it: slides keep their sub-title in `text`. */
export type HomeItem = { title: string; text: string; linkLabel: string; webpageUrl: string; image: StoredImage };

const LIST_KEYS = { slides: "slider", promotions: "promotionBanner", offers: "offerBanner" } as const;

function itemsOf(settings: StoredSettings, list: HomeList): HomeItem[] {
  if (list === "slides")
    return settings.slider.map((s) => ({
      title: s.title,
      text: s.subTitle,
      linkLabel: "",
      webpageUrl: s.webpageUrl,
      image: s.image,
    }));
  return settings[LIST_KEYS[list]].map((b) => ({
    title: b.title ?? "",
    text: b.text ?? "",
    linkLabel: b.linkLabel ?? "",
    webpageUrl: b.webpageUrl,
    image: b.image,
  }));
}

/** The document with one list replaced, each item in its stored shape. */
function withItems(settings: StoredSettings, list: HomeList, items: HomeItem[]): StoredSettings {
  if (list === "slides") {
    return {
      ...settings,
      slider: items.map((i) => ({ image: i.image, title: i.title, subTitle: i.text, webpageUrl: i.webpageUrl })),
    };
  }
  return {
    ...settings,
    [LIST_KEYS[list]]: items.map((i) => ({
      image: i.image,
      webpageUrl: i.webpageUrl,
      title: i.title || null,
      text: i.text || null,
      linkLabel: i.linkLabel || null,
    })),
  };
}

const homeView = (s: StoredSettings) => ({
  slides: itemsOf(s, "slides"),
  promotions: itemsOf(s, "promotions"),
  offers: itemsOf(s, "offers"),
  popup: {
    enabled: s.popupEnabled,
    title: s.popupOffer?.title ?? "",
    text: s.popupOffer?.text ?? "",
    linkLabel: s.popupOffer?.linkLabel ?? "",
    webpageUrl: s.popupOffer?.webpageUrl ?? "",
    delaySeconds: s.popupDelay,
    image: s.popupImage,
  },
  version: s.version,
});

const shopView = (s: StoredSettings) => ({
  ...s.contactUs,
  openingHours: s.openingHours,
  openingNote: s.openingNote,
  freeShippingOver: toRupees(s.freeShippingOverPaise),
  version: s.version,
});

/** Any list but the home page's own (each of those is its own route). */
export function noSuchList(): never {
  throw new ApiError(404, "No such list on the home page");
}

type IndexParam = { param: z.ZodObject<{ index: z.ZodString }> };

/** The item at :index, or a 404 that says it has gone (someone removed it, or the list moved on). */
function indexParam(c: ValidatedContext<IndexParam>, list: HomeList, items: HomeItem[]) {
  const index = Number(c.req.valid("param").index);
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    throw new ApiError(
      404,
      `That ${HOME_LIST_LABELS[list].one} is no longer there: another member of staff may have removed it`,
    );
  }
  return index;
}

const save = (c: AppContext, version: number, action: string, change: (current: StoredSettings) => StoredSettings) =>
  saveSettings(c.get("deps").db, { actor: c.get("staff"), at: c.get("deps").clock.now(), version, action, change });

/** GET /admin/site-settings/home */
export async function getHome(c: AppContext) {
  return ok(c, homeView(await readSettings(c.get("deps").db)));
}

/** The item as saved: the new picture if one came, else the current one; either described by `alt`. */
function savedItem(input: z.output<typeof homeItemSaveSchema>, currentImage: StoredImage | null): HomeItem {
  const image = input.image ?? currentImage;
  if (!image) throw new ApiError(400, IMAGE_REQUIRED, { image: IMAGE_REQUIRED });
  return {
    title: input.title,
    text: input.text,
    linkLabel: input.linkLabel,
    webpageUrl: input.webpageUrl,
    image: { ...image, alt: input.alt },
  };
}

type ItemBody = { json: typeof homeItemSaveSchema };

/** POST /admin/site-settings/home/:list {title, text, linkLabel, webpageUrl, alt, image, version}: added at the end. */
export const addHomeItem = (list: HomeList) =>
  async function addHomeItem(c: ValidatedContext<ItemBody>) {
    const input = c.req.valid("json");
    const saved = await save(c, input.version, `home.${list}.add`, (current) =>
      withItems(current, list, [...itemsOf(current, list), savedItem(input, null)]),
    );
    return ok(
      c,
      homeView(saved),
      `${HOME_LIST_LABELS[list].one[0].toUpperCase()}${HOME_LIST_LABELS[list].one.slice(1)} added`,
    );
  };

/** PUT /admin/site-settings/home/:list/:index */
export const updateHomeItem = (list: HomeList) =>
  async function updateHomeItem(c: ValidatedContext<ItemBody & IndexParam>) {
    const input = c.req.valid("json");
    const saved = await save(c, input.version, `home.${list}.update`, (current) => {
      const items = itemsOf(current, list);
      const index = indexParam(c, list, items);
      return withItems(
        current,
        list,
        items.map((item, i) => (i === index ? savedItem(input, item.image) : item)),
      );
    });
    return ok(
      c,
      homeView(saved),
      `${HOME_LIST_LABELS[list].one[0].toUpperCase()}${HOME_LIST_LABELS[list].one.slice(1)} saved`,
    );
  };

/** POST /admin/site-settings/home/:list/:index/move {direction, version} */
export const moveHomeItem = (list: HomeList) =>
  async function moveHomeItem(c: ValidatedContext<{ json: typeof homeItemMoveSchema } & IndexParam>) {
    const { direction, version } = c.req.valid("json");
    const saved = await save(c, version, `home.${list}.move`, (current) => {
      const items = itemsOf(current, list);
      const index = indexParam(c, list, items);
      const to = direction === "up" ? index - 1 : index + 1;
      // Already first or last: nothing moves, but the save still counts so the page reads as current.
      if (to < 0 || to >= items.length) return current;
      [items[index], items[to]] = [items[to], items[index]];
      return withItems(current, list, items);
    });
    return ok(c, homeView(saved), "Order saved");
  };

/** DELETE /admin/site-settings/home/:list/:index?version= */
export const removeHomeItem = (list: HomeList) =>
  async function removeHomeItem(c: ValidatedContext<{ query: typeof homeItemRemoveSchema } & IndexParam>) {
    const { version } = c.req.valid("query");
    const saved = await save(c, version, `home.${list}.remove`, (current) => {
      const items = itemsOf(current, list);
      const index = indexParam(c, list, items);
      return withItems(
        current,
        list,
        items.filter((_, i) => i !== index),
      );
    });
    return ok(
      c,
      homeView(saved),
      `${HOME_LIST_LABELS[list].one[0].toUpperCase()}${HOME_LIST_LABELS[list].one.slice(1)} removed`,
    );
  };

/** PUT /admin/site-settings/popup {enabled, title, text, linkLabel, webpageUrl, delaySeconds, alt, image?, version} */
export async function putPopup(c: ValidatedContext<{ json: typeof popupSaveSchema }>) {
  const { version, image, alt, enabled, delaySeconds, title, text, linkLabel, webpageUrl } = c.req.valid("json");
  const saved = await save(c, version, "home.popup.update", (current) => {
    const picture = image ?? current.popupImage;
    if (!picture) throw new ApiError(400, IMAGE_REQUIRED, { image: IMAGE_REQUIRED });
    return {
      ...current,
      popupEnabled: enabled,
      popupDelay: delaySeconds,
      popupImage: { ...picture, alt },
      popupOffer: { title, text, linkLabel, webpageUrl },
    };
  });
  return ok(c, homeView(saved), "Popup saved");
}

/** GET /admin/site-settings/shop */
export async function getShop(c: AppContext) {
  return ok(c, shopView(await readSettings(c.get("deps").db)));
}

/** PUT /admin/site-settings/shop {supportMobile, whatsappNumber, supportEmail, openingHours, openingNote, freeShippingOver, version} */
export async function putShop(c: ValidatedContext<{ json: typeof shopSettingsSaveSchema }>) {
  const { version, supportMobile, whatsappNumber, supportEmail, openingHours, openingNote, freeShippingOver } =
    c.req.valid("json");
  const saved = await save(c, version, "settings.shop.update", (current) => ({
    ...current,
    contactUs: { supportMobile, whatsappNumber, supportEmail },
    openingHours,
    openingNote,
    freeShippingOverPaise: toPaise(freeShippingOver),
  }));
  return ok(c, shopView(saved), "Shop settings saved");
}
