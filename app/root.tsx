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
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import * as ui from "../styles/layout.css";
import "../styles/global.css";
import { Toasts } from "./components/toasts";
import { BRAND, BRAND_TITLE } from "./lib/brand";
import { fetchCategories } from "./lib/catalog.server";
import { commitSession, ensureVisitor, getSession, takeToast } from "./lib/session.server";
import type { Toast } from "./lib/toast";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: BRAND_TITLE }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${notFound ? "Page not found" : "Something went wrong"} | ${BRAND}` }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const toasts: Toast[] = [];
  const flashed = takeToast(session);
  if (flashed) toasts.push(flashed);
  // Commit only when something changed: a root loader re-sending an unchanged session could
  // overwrite a cookie that a child loader set in the same response.
  const mustCommit = ensureVisitor(session) || flashed !== null;

  const categories = await fetchCategories(request);
  // Spec section 8: a failed category load is an error toast; the page still renders.
  if (categories.status !== 200) toasts.push({ type: "error", message: categories.message });

  return data(
    { categories: categories.status === 200 ? categories.body : [], toasts },
    mustCommit ? { headers: { "Set-Cookie": await commitSession(session) } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // Undefined while an error boundary renders without the root loader's data.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const categories = rootData?.categories ?? [];
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className={ui.skipLink} href="#main">
          Skip to content
        </a>
        <header className={ui.header}>
          <div className={ui.headerInner}>
            <Link to="/" className={ui.brand}>
              {BRAND}
            </Link>
            <nav aria-label="Main">
              <ul className={ui.navList}>
                <li>
                  <Link className={ui.navLink} to="/">
                    Home
                  </Link>
                </li>
                {categories.map((category) => (
                  <li key={category._id}>
                    <Link className={ui.navLink} to={`/shop/${category.slug}`}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </header>
        <main id="main" className={ui.main} tabIndex={-1}>
          {children}
        </main>
        <footer className={ui.footer}>
          <div className={ui.footerInner}>
            <p>
              © {new Date().getFullYear()} {BRAND} Furniture &amp; Decor, New Delhi, India.
            </p>
          </div>
        </footer>
        <Toasts toasts={rootData?.toasts ?? []} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section aria-labelledby="error-heading">
        <h1 id="error-heading">Page not found</h1>
        <p>We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="error-heading">
      <h1 id="error-heading">Something went wrong</h1>
      <p>We could not show this page right now. Please try again in a moment.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
