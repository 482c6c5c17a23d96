import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as css from "@styles/auth/auth.css";
import { pageMeta, rootOrigin } from "~/lib/seo";

/** Account screens carry codes and personal details: titled like every page, kept out of search engines. */
export function authMeta({ matches }: Pick<MetaArgs, "matches">, title: string, description: string): MetaDescriptor[] {
  return [...pageMeta({ origin: rootOrigin(matches), title, description }), { name: "robots", content: "noindex" }];
}

/**
 * The frame of every sign-in screen: the page banner (its one h1 and the Home > page
 * trail of spec 2) and a card for the forms.
 */
export function AuthPage({
  title,
  children,
  after,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  /** Below the forms, across the whole width: links to the other ways in. */
  after?: ReactNode;
  /** Forms side by side on wide screens. */
  wide?: boolean;
}) {
  return (
    <>
      <div className={css.banner}>
        <h1 className={css.bannerTitle}>{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className={css.breadcrumb}>
            <li>
              <Link to="/" className={css.breadcrumbLink}>
                Home
              </Link>
              <span className={css.breadcrumbSeparator} aria-hidden="true">
                ›
              </span>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
      <div className={wide ? css.wideBody : css.body}>{children}</div>
      {after ? <div className={wide ? undefined : css.body}>{after}</div> : null}
    </>
  );
}
