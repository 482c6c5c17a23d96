import { exclusively } from "./staff";

/** How long the storefront keeps a public answer (2 s fresh + 3 s stale), with a margin. */
const SHOP_CACHE_MS = 5_500;

/**
 * The shop's one `settings` document (slides, banners, popup) is edited by admin-home.spec and
 * compared whole with the pages by the shop's specs: they take turns through one lock.
 */
export const readingHomeSettings = <T>(work: () => Promise<T>) => exclusively("home-settings", work);

/** An edit of the settings document, which lets go only once the shop has stopped showing it. */
export const editingHomeSettings = <T>(work: () => Promise<T>) =>
  exclusively("home-settings", async () => {
    try {
      return await work();
    } finally {
      await new Promise((resolve) => setTimeout(resolve, SHOP_CACHE_MS));
    }
  });
