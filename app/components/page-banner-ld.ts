import { breadcrumbLd } from "~/lib/seo";

type Crumb = { name: string; path: string };

export type PageBannerProps = {
  /** The page's h1 and the last crumb. */
  title: string;
  /** Crumbs between Home and this page, e.g. a product's category. */
  trail?: Crumb[];
};

/**
 * The BreadcrumbList JSON-LD matching a page's banner, for its meta function:
 * `pageBannerLd(origin, { title, trail, path: location.pathname })`. Apart from the banner
 * so it can be tested without the styles.
 */
export function pageBannerLd(origin: string, { title, trail = [], path }: PageBannerProps & { path: string }) {
  return breadcrumbLd(origin, [{ name: "Home", path: "/" }, ...trail, { name: title, path }]);
}
