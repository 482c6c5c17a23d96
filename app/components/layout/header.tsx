import { Link, useLocation } from "@remix-run/react";
import { PlainLink } from "../navigation/plain-link";
import { useRef } from "react";
import { BRAND } from "~/lib/brand";
import { NAME_CUT, formatPrice, truncate } from "~/lib/format";
import type { CartTotals, PricedCartLine } from "~/lib/cart";
import { loginHref } from "~/lib/login-href";
import * as cart from "@styles/cart/preview.css";
import * as css from "@styles/layout/header.css";
import { CartLineForm, QuantityStepper } from "../cart/cart-forms";
import { HydrateApart } from "../hydrate-apart";
import { Picture } from "../picture";
import { CartIcon, ChevronIcon, CloseIcon, SearchIcon, UserIcon } from "./icons";
import type { HeaderProps } from "./header-props";
import { HEADER_MENU, closeOnLeave, keepOpenOnClick, openOnHover, useHeaderMenus } from "./menus";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "./search-form";

const hoverProps = { onPointerEnter: openOnHover, onPointerLeave: closeOnLeave };

export function Header(props: HeaderProps) {
  const { categories, projectCategories, customer, cartCount, cartLines, cartTotals } = props;
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  useHeaderMenus(headerRef);

  return (
    <header ref={headerRef} className={css.header}>
      <div className={css.bar}>
        <Link to="/" className={css.logo}>
          <svg className={css.logoMark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M16 3 3 12v17h26V12z" fill="currentColor" />
            <path d="M11 29V19h10v10M7 15h18" fill="none" stroke="#fffdf9" strokeWidth="2" />
          </svg>
          {BRAND}
          <span className="visually-hidden">, home</span>
        </Link>

        <div className={css.tools}>
          <details className={`${css.menu} ${css.desktopOnly}`} name={HEADER_MENU} data-menu-autofocus="">
            <summary className={css.iconButton}>
              <SearchIcon className={css.icon} />
              <span className="visually-hidden">Search</span>
            </summary>
            <div className={`${css.panel} ${css.panelEnd} ${css.searchPanel}`}>
              <SearchForm id="header-search" />
            </div>
          </details>

          <div className={css.menu} {...hoverProps}>
            <details name={HEADER_MENU}>
              <summary className={css.iconButton} onClick={keepOpenOnClick}>
                <CartIcon className={css.icon} />
                <span className={css.badge} aria-hidden="true">
                  {cartCount}
                </span>
                <span className="visually-hidden">
                  Cart, {cartCount} {cartCount === 1 ? "item" : "items"}
                </span>
              </summary>
              <CartPreview count={cartCount} lines={cartLines} totals={cartTotals} />
            </details>
          </div>

          <div className={`${css.menu} ${css.desktopOnly}`} {...hoverProps}>
            <details name={HEADER_MENU}>
              <summary className={css.iconButton} onClick={keepOpenOnClick}>
                <UserIcon className={css.icon} />
                <span className="visually-hidden">
                  {customer?.firstName ? `Account of ${customer.firstName}` : "Account"}
                </span>
              </summary>
              <nav aria-label="Account" className={`${css.panel} ${css.panelEnd}`}>
                {customer ? (
                  <>
                    <p className={css.panelNote}>Hello, {customer.firstName ?? "there"}</p>
                    <ul className={css.panelList}>
                      <li>
                        <PlainLink className={css.panelLink} to="/my-account/dashboard">
                          My Account
                        </PlainLink>
                      </li>
                      <li>
                        <PlainLink className={css.panelLink} to="/my-account/orders">
                          My Orders
                        </PlainLink>
                      </li>
                      <li>
                        <PlainLink className={css.panelLink} to="/wishlist">
                          My Wish List
                        </PlainLink>
                      </li>
                      <li>
                        <form method="post" action="/logout">
                          <button type="submit" className={css.panelButton}>
                            Sign Out
                          </button>
                        </form>
                      </li>
                    </ul>
                  </>
                ) : (
                  <ul className={css.panelList}>
                    <li>
                      <PlainLink className={css.panelLink} to={loginHref(location)}>
                        Login
                      </PlainLink>
                    </li>
                  </ul>
                )}
              </nav>
            </details>
          </div>

          <HydrateApart>
            <MobileMenu {...props} />
          </HydrateApart>
        </div>

        <nav aria-label="Main" className={css.nav}>
          <ul className={css.navList}>
            <li>
              <PlainLink to="/" className={css.navLink} aria-current={location.pathname === "/" ? "page" : undefined}>
                Home
              </PlainLink>
            </li>
            {categories.map((category) => {
              const subCategories = category.subCategories ?? [];
              if (subCategories.length === 0) {
                return (
                  <li key={category._id}>
                    <PlainLink to={`/shop/${category.slug}`} className={css.navLink}>
                      {category.name}
                    </PlainLink>
                  </li>
                );
              }
              return (
                <li key={category._id} className={css.navItem} {...hoverProps}>
                  <PlainLink to={`/shop/${category.slug}`} className={css.navLink}>
                    {category.name}
                  </PlainLink>
                  <details name={HEADER_MENU}>
                    <summary className={css.chevronButton} onClick={keepOpenOnClick}>
                      <ChevronIcon className={css.chevron} />
                      <span className="visually-hidden">{category.name} sub-categories</span>
                    </summary>
                    <ul className={`${css.panel} ${css.panelList}`}>
                      {subCategories.map((sub) => (
                        <li key={sub._id}>
                          <PlainLink className={css.panelLink} to={`/shop/${category.slug}/${sub.slug}`}>
                            {sub.name}
                          </PlainLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
            {projectCategories.length > 0 ? (
              <li className={css.navItem} {...hoverProps}>
                <details name={HEADER_MENU}>
                  <summary className={css.navSummary} onClick={keepOpenOnClick}>
                    Project
                    <ChevronIcon className={css.chevron} />
                  </summary>
                  <ul className={`${css.panel} ${css.panelList}`}>
                    {projectCategories.map((project) => (
                      <li key={project._id}>
                        <PlainLink className={css.panelLink} to={`/project/${project.slug}`}>
                          {project.name}
                        </PlainLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * The cart drop-down of spec 2: lines with names cut to 18 characters, each with − and +
 * and a remove form, the quote's totals, and the two ways on (only View Cart when empty).
 */
function CartPreview({ count, lines, totals }: { count: number; lines: PricedCartLine[]; totals: CartTotals | null }) {
  return (
    <div className={`${css.panel} ${css.panelEnd} ${css.cartPanel}`} data-testid="cart-preview">
      {count === 0 ? (
        <p className={css.panelNote}>Product not available to cart</p>
      ) : totals === null ? (
        <p className={css.panelNote}>We could not load your cart just now.</p>
      ) : (
        <>
          <ul className={css.cartLines}>
            {lines.map((line) => (
              <li key={line.key} className={css.cartLine}>
                {line.defaultImage ? (
                  <Picture image={line.defaultImage} alt="" className={css.cartThumb} />
                ) : (
                  <span className={css.cartThumb} />
                )}
                <div>
                  {line.slug ? (
                    <PlainLink to={`/product/${line.slug}`} className={css.cartName} title={line.name}>
                      {truncate(line.name, NAME_CUT.cartPreview)}
                    </PlainLink>
                  ) : (
                    <span className={css.cartName}>{truncate(line.name, NAME_CUT.cartPreview)}</span>
                  )}
                  <div className={css.cartQty}>
                    {line.problem === null && line.slug !== null ? (
                      <QuantityStepper line={line} />
                    ) : (
                      <span>Quantity {line.quantity}</span>
                    )}
                    {line.sellingPrice === null ? null : (
                      <span>
                        <span aria-hidden="true"> × </span>
                        {formatPrice(line.sellingPrice)}
                        <span className="visually-hidden"> each</span>
                      </span>
                    )}
                  </div>
                  {line.problem ? <span className={cart.previewProblem}>{line.problem}</span> : null}
                </div>
                <CartLineForm
                  intent="remove"
                  line={line}
                  label={`Remove ${line.name} from cart`}
                  className={cart.previewRemove}
                >
                  <CloseIcon className={cart.previewRemoveIcon} />
                </CartLineForm>
              </li>
            ))}
          </ul>
          <dl className={css.cartTotals}>
            <dt>Subtotal</dt>
            <dd data-testid="cart-preview-subtotal">{formatPrice(totals.subtotalAmount)}</dd>
            <dt>Total</dt>
            <dd data-testid="cart-preview-total">{formatPrice(totals.totalAmount)}</dd>
          </dl>
        </>
      )}
      <div className={css.cartActions}>
        <PlainLink to="/cart" className={css.secondaryAction}>
          View Cart
        </PlainLink>
        {/* Nothing to check out: the empty drop-down offers the cart only. */}
        {count === 0 ? null : (
          <PlainLink to="/checkout" className={css.primaryAction}>
            Checkout
          </PlainLink>
        )}
      </div>
    </div>
  );
}
