import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/lib/seo.server";

/**
 * Personal and transactional pages stay out of search engines. Search results stay crawlable:
 * the home page's SearchAction points at them.
 */
const PRIVATE_PATHS = [
  "/cart",
  "/checkout",
  "/wishlist",
  "/my-account",
  "/login",
  "/login-register",
  "/register",
  "/verifyAccount",
  "/updateName",
  "/forgotAccount",
  "/logout",
  "/thank-you",
  "/failed-payment",
  "/popup",
];

export function loader({ request }: LoaderFunctionArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteOrigin(request))}`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
