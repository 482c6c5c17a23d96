import { cssBundleHref } from "@remix-run/css-bundle";
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import * as ui from "../styles/layout.css";
import "../styles/global.css";
import { HydrateApart } from "./components/hydrate-apart";
import { NO_CONTACT, shopContact } from "./components/layout/contact";
import { usePlainLinkNavigation } from "./components/navigation/plain-link";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { PageBanner } from "./components/page-banner";
import { Popup } from "./components/popup";
import { Toasts } from "./components/toasts";
import { usePageToasts } from "./lib/action-toasts";
import { type ApiEnvelope, ApiUnavailableError } from "./lib/api.server";
import { BRAND, BRAND_TITLE } from "./lib/brand";
import { cartCount } from "./lib/cart";
import { priceCart, readCart } from "./lib/cart.server";
import { fetchCategories, menuCategory } from "./lib/catalog.server";
import { honeypot } from "./lib/honeypot.server";
import { preHydrationScript } from "./lib/hydration";
import { useNonce } from "./lib/nonce";
import { scriptsAfterPaintScript } from "./lib/scripts-after-paint";
import { offersPopup, popupDone } from "./lib/popup.server";
import { SHOP_BUSY, SHOP_BUSY_TITLE } from "./lib/shop-busy";
import { siteOrigin } from "./lib/seo.server";
import { commitSession, getSession, takeToast } from "./lib/session.server";
import { fetchContactUs, fetchProjectCategories, fetchSettings } from "./lib/site.server";
import type { Toast } from "./lib/toast";
import { wishlistProductIds } from "./lib/wishlist.server";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: BRAND_TITLE }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? "Page not found"
      : status === 410
        ? "No longer sold"
        : status === 503
          ? SHOP_BUSY_TITLE
          : "Something went wrong";
  return [{ title: `${title} | ${BRAND}` }];
};

/** An unreachable API is, for the layout, one more failed load: the page still renders. */
async function settle<T>(call: Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T> | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiUnavailableError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

const MENU_UNAVAILABLE = "The menu could not be loaded. Please try again in a moment.";

/** The back office (app/routes/admin*) has its own layout, session and toasts: none of the shop's. */
const ADMIN_PATH = /^\/admin(\/|$)/;

export async function loader({ request }: LoaderFunctionArgs) {
  if (ADMIN_PATH.test(new URL(request.url).pathname)) {
    return data({
      categories: [],
      projectCategories: [],
      contact: NO_CONTACT,
      headOffice: null,
      origin: siteOrigin(request),
      toasts: [],
      popupSeen: true,
      popup: null,
      customer: null,
      cartLines: [],
      cartTotals: null,
      cartCount: 0,
      wishlist: [],
      honeypotInputProps: honeypot.getInputProps(),
    });
  }
  const session = await getSession(request);
  const toasts: Toast[] = [];
  const flashed = takeToast(session);
  if (flashed) toasts.push(flashed);
  // Commit only when a toast was taken: a root loader re-sending an unchanged session could
  // overwrite a cookie that a child loader set in the same response, and a shopper without a
  // session gets none, so the page stays one that a shared cache may keep.
  const mustCommit = flashed !== null;

  const cart = readCart(session);
  const token = session.get("token");
  const [categories, projectCategories, settings, contactUs, popupSeen, pricedCart, wishlist] = await Promise.all([
    settle(fetchCategories(request)),
    settle(fetchProjectCategories(request)),
    settle(fetchSettings(request)),
    fetchContactUs(request),
    popupDone(request),
    // One quote for the header preview and /cart alike; an empty cart needs no call.
    priceCart(cart, request),
    token ? wishlistProductIds(request, token) : [],
  ]);
  // Spec 8: a failed category or project-category load is an error toast; the page still renders.
  // Settings and contact details simply go missing from the layout.
  for (const answer of [categories, projectCategories]) {
    if (answer?.status !== 200) toasts.push({ type: "error", message: answer?.message ?? MENU_UNAVAILABLE });
  }
  const settingsBody = settings?.status === 200 ? settings.body : null;

  const customer = session.get("token") ? (session.get("customer") ?? null) : null;

  // Only what the layout shows goes into the page: every field here is rendered, serialized and
  // parsed again in the browser on every page.
  return data(
    {
      categories: categories?.status === 200 ? categories.body.map(menuCategory) : [],
      projectCategories:
        projectCategories?.status === 200
          ? projectCategories.body.map(({ _id, name, slug }) => ({ _id, name, slug }))
          : [],
      contact: shopContact(settingsBody, contactUs),
      /** The registered office, which invoices print. */
      headOffice: contactUs?.regOfficeAddress.address || null,
      /** The shop's public origin, for canonical links and JSON-LD in the pages' meta. */
      origin: siteOrigin(request),
      toasts,
      popupSeen,
      popup:
        settingsBody?.popupImage &&
        settingsBody.popupEnabled &&
        offersPopup(new URL(request.url).pathname, { done: popupSeen, ordered: session.get("ordered") === true })
          ? { image: settingsBody.popupImage, delaySeconds: settingsBody.popupDelay, offer: settingsBody.popupOffer }
          : null,
      customer,
      cartLines: pricedCart?.lines ?? [],
      /** null when the cart could not be priced just now. */
      cartTotals: pricedCart?.totals ?? null,
      cartCount: cartCount(cart),
      /** Ids of the products in the signed-in customer's wishlist: the hearts' state (wishlist-heart.tsx). */
      wishlist,
      honeypotInputProps: honeypot.getInputProps(),
    },
    mustCommit ? { headers: { "Set-Cookie": await commitSession(session) } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // Undefined while an error boundary renders without the root loader's data.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const contact = rootData?.contact ?? NO_CONTACT;
  const nonce = useNonce();
  // The back office (routes/admin*) keeps the document, the skip link and the toasts, with its own
  // header and session: its page's loader hands over the flashed toast (app/lib/admin/responses.server.ts).
  const matches = useMatches();
  const admin = matches.some((match) => match.id === "routes/admin");
  const toasts = usePageToasts(
    admin ? (matches.at(-1)?.data as { toasts?: Toast[] } | undefined)?.toasts : rootData?.toasts,
  );
  const followPlainLink = usePlainLinkNavigation();
  useEffect(() => {
    window.shopHydration = "done";
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: preHydrationScript }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptsAfterPaintScript }} />
      </head>
      {/* The page top that the scroll-to-top link leads to. */}
      <body id="top" onClick={admin ? undefined : followPlainLink}>
        <a className={ui.skipLink} href="#main" id="skip-to-content">
          Skip to content
        </a>
        {admin ? (
          children
        ) : (
          <>
            <Header
              categories={rootData?.categories ?? []}
              projectCategories={rootData?.projectCategories ?? []}
              customer={rootData?.customer ?? null}
              cartCount={rootData?.cartCount ?? 0}
              cartLines={rootData?.cartLines ?? []}
              cartTotals={rootData?.cartTotals ?? null}
              contact={contact}
            />
            <main id="main" className={ui.main} tabIndex={-1}>
              {children}
            </main>
            <HydrateApart>
              <Footer contact={contact} />
            </HydrateApart>
            <ScrollToTop />
            <Popup content={rootData?.popup ?? null} />
          </>
        )}
        <Toasts toasts={toasts} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every form's honeypot fields read their props from this route's data (components/forms/honeypot-inputs.tsx). */
export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.status === 410) {
    const category = (error.data as { category?: { name: string; slug: string } | null } | null)?.category;
    return (
      <div className={ui.errorPage}>
        <PageBanner title="No longer sold" />
        <p>This product is no longer sold at Woodnest.</p>
        <p>
          {category ? (
            <Link to={`/shop/${category.slug}`}>See more in {category.name}</Link>
          ) : (
            <Link to="/">Go to the home page</Link>
          )}
        </p>
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    // The API is away or busy (api.server.ts): nothing is wrong with the page, it is worth asking again.
    return (
      <div className={ui.errorPage}>
        <PageBanner title={SHOP_BUSY_TITLE} />
        <p>{SHOP_BUSY}</p>
        <p>
          <a href={location.pathname + location.search}>Try again</a> or <Link to="/">go to the home page</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={ui.errorPage}>
      <PageBanner title={notFound ? "Page not found" : "Something went wrong"} />
      <p>
        {notFound
          ? "We could not find the page you were looking for. It may have moved, or the address may be mistyped."
          : "We could not show this page right now. Please try again in a moment."}
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
