import type { StoredImage } from "~/lib/api-types";

/** GET /v1/admin/site-settings/home, as the home page's admin screens read it. */
export type HomeItem = { title: string; text: string; linkLabel: string; webpageUrl: string; image: StoredImage };
type HomePopup = {
  enabled: boolean;
  title: string;
  text: string;
  linkLabel: string;
  webpageUrl: string;
  delaySeconds: number;
  image: StoredImage | null;
};
export type HomeContent = {
  slides: HomeItem[];
  promotions: HomeItem[];
  offers: HomeItem[];
  popup: HomePopup;
  version: number;
};
