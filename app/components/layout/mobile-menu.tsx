import { useLocation } from "@remix-run/react";
import { PlainLink } from "../navigation/plain-link";
import type { ReactNode } from "react";
import { loginHref } from "~/lib/login-href";
import * as css from "@styles/layout/header.css";
import { telHref } from "./contact";
import type { HeaderProps } from "./header-props";
import { ChevronIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon } from "./icons";
import { HEADER_MENU } from "./menus";
import { SearchForm } from "./search-form";
import { SocialLinks } from "./social-links";

/** Submenus of the off-canvas menu: one open at a time (spec 2). */
const SUBMENU_GROUP = "mobile-submenu";

/** `iconOnly`: the row already shows the name as a link, so the toggle is just the chevron. */
function Submenu({ label, iconOnly = false, children }: { label: string; iconOnly?: boolean; children: ReactNode }) {
  return (
    <details name={SUBMENU_GROUP}>
      <summary className={iconOnly ? css.drawerToggle : css.drawerSummary}>
        {iconOnly ? <span className="visually-hidden">{label}</span> : label}
        <ChevronIcon className={css.chevron} />
      </summary>
      <ul className={css.drawerSubList}>{children}</ul>
    </details>
  );
}

/**
 * The narrow-screen menu: a <details> whose summary is the hamburger, so it opens and
 * closes by touch and keyboard without JavaScript. The summary stays above the drawer and
 * turns into a close button while it is open.
 */
export function MobileMenu({ categories, projectCategories, customer, contact }: HeaderProps) {
  const location = useLocation();
  return (
    <details name={HEADER_MENU} className={`${css.menu} ${css.mobileOnly} ${css.mobileMenu}`}>
      <summary className={css.iconButton}>
        <MenuIcon className={`${css.icon} ${css.whenClosed}`} />
        <CloseIcon className={`${css.icon} ${css.whenOpen}`} />
        <span className="visually-hidden">Menu</span>
      </summary>
      <div className={css.backdrop} data-menu-dismiss="" aria-hidden="true" />
      <div className={css.drawer}>
        <SearchForm id="mobile-search" />
        <nav aria-label="Menu">
          <ul className={css.drawerList}>
            <li>
              <PlainLink to="/" className={css.drawerLink}>
                Home
              </PlainLink>
            </li>
            {categories.map((category) => {
              const subCategories = category.subCategories ?? [];
              return (
                <li key={category._id} className={subCategories.length > 0 ? css.drawerRow : undefined}>
                  <PlainLink to={`/shop/${category.slug}`} className={css.drawerLink}>
                    {category.name}
                  </PlainLink>
                  {subCategories.length > 0 ? (
                    <Submenu label={`${category.name} sub-categories`} iconOnly>
                      {subCategories.map((sub) => (
                        <li key={sub._id}>
                          <PlainLink to={`/shop/${category.slug}/${sub.slug}`} className={css.drawerLink}>
                            {sub.name}
                          </PlainLink>
                        </li>
                      ))}
                    </Submenu>
                  ) : null}
                </li>
              );
            })}
            <li>
              <PlainLink to="/about-us" className={css.drawerLink}>
                About Us
              </PlainLink>
            </li>
            <li>
              <PlainLink to="/contact-us" className={css.drawerLink}>
                Contact Us
              </PlainLink>
            </li>
            {projectCategories.length > 0 ? (
              <li>
                <Submenu label="Project">
                  {projectCategories.map((project) => (
                    <li key={project._id}>
                      <PlainLink to={`/project/${project.slug}`} className={css.drawerLink}>
                        {project.name}
                      </PlainLink>
                    </li>
                  ))}
                </Submenu>
              </li>
            ) : null}
            <li>
              <Submenu label="My Account">
                {customer ? (
                  <>
                    <li>
                      <PlainLink to="/my-account/orders" className={css.drawerLink}>
                        My Orders
                      </PlainLink>
                    </li>
                    <li>
                      <PlainLink to="/wishlist" className={css.drawerLink}>
                        Wishlist
                      </PlainLink>
                    </li>
                    <li>
                      <form method="post" action="/logout">
                        <button type="submit" className={css.drawerButton}>
                          Sign out
                        </button>
                      </form>
                    </li>
                  </>
                ) : (
                  <>
                    <li>
                      <PlainLink to="/register" className={css.drawerLink}>
                        Register
                      </PlainLink>
                    </li>
                    <li>
                      <PlainLink to={loginHref(location)} className={css.drawerLink}>
                        Login
                      </PlainLink>
                    </li>
                  </>
                )}
              </Submenu>
            </li>
          </ul>
        </nav>
        {contact.phone || contact.email || contact.social.length > 0 ? (
          <div className={css.drawerContact}>
            {contact.phone ? (
              <a href={telHref(contact.phone)} className={css.drawerContactLink}>
                <PhoneIcon className={css.icon} />
                <span>
                  <span className="visually-hidden">Call support: </span>
                  {contact.phone}
                </span>
              </a>
            ) : null}
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className={css.drawerContactLink}>
                <MailIcon className={css.icon} />
                <span>
                  <span className="visually-hidden">Email support: </span>
                  {contact.email}
                </span>
              </a>
            ) : null}
            <SocialLinks links={contact.social} />
          </div>
        ) : null}
      </div>
    </details>
  );
}
