/**
 * The home page's lists and the popup's limit in plain words, for the API and for the back
 * office's browser code alike: no zod here (the schemas are in site-settings.ts), so a screen that
 * names a list does not carry the validation library to the browser.
 */
export const HOME_LISTS = ["slides", "promotions", "offers"] as const;
export type HomeList = (typeof HOME_LISTS)[number];

/** What each list is called on screen and in messages. */
export const HOME_LIST_LABELS: Record<HomeList, { plural: string; one: string }> = {
  slides: { plural: "Hero slides", one: "slide" },
  promotions: { plural: "Promotion banners", one: "promotion banner" },
  offers: { plural: "Offer banners", one: "offer banner" },
};

export const MAX_POPUP_DELAY_SECONDS = 120;
