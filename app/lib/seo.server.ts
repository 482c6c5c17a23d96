import { env } from "./env.server";

/** The shop's public origin: PUBLIC_SITE_URL, or the address this request came in on. */
export function siteOrigin(request: Request) {
  return env.PUBLIC_SITE_URL ?? new URL(request.url).origin;
}

/** The canonical address of the page being rendered: no query string unless asked for. */
export function canonicalUrl(request: Request, keepParams: string[] = []) {
  const url = new URL(request.url);
  const canonical = new URL(url.pathname, siteOrigin(request));
  for (const name of keepParams) {
    for (const value of url.searchParams.getAll(name)) canonical.searchParams.append(name, value);
  }
  return canonical.toString();
}
