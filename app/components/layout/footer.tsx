import { Fragment } from "react";
import { PlainLink } from "../navigation/plain-link";
import { BRAND } from "~/lib/brand";
import * as css from "@styles/layout/footer.css";
import { type ShopContact, telHref, whatsappHref } from "./contact";
import { SocialLinks } from "./social-links";

const ACCOUNT_LINKS = [
  { to: "/my-account/dashboard", label: "My account" },
  { to: "/wishlist", label: "Wishlist" },
  { to: "/order-tracking", label: "Order Tracking" },
];

const INFO_LINKS = [
  { to: "/about-us", label: "About Us" },
  { to: "/contact-us", label: "Contact Us" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-conditions", label: "Terms & Conditions" },
  { to: "/return-refund-policies", label: "Return & Refund Policy" },
  { to: "/become-a-dealer", label: "Join us as a Dealer" },
];

function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className={css.linkList}>
      {links.map((link) => (
        <li key={link.to}>
          <PlainLink to={link.to} className={css.link}>
            {link.label}
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ contact }: { contact: ShopContact }) {
  return (
    <footer className={css.footer}>
      <div className={css.columns}>
        <section aria-labelledby="footer-about" className={css.column}>
          <h2 id="footer-about" className={css.heading}>
            Who we are
          </h2>
          <p className={css.text}>
            Solid-wood furniture and home decor, made in our own workshop in Jodhpur and delivered to homes and offices
            across India.
          </p>
          {contact.phone ? (
            <p className={css.text}>
              Call us:{" "}
              <a href={telHref(contact.phone)} className={css.link}>
                {contact.phone}
              </a>
            </p>
          ) : null}
          {contact.whatsapp ? (
            <p className={css.text}>
              WhatsApp:{" "}
              <a href={whatsappHref(contact.whatsapp)} className={css.link}>
                {contact.whatsapp}
              </a>
            </p>
          ) : null}
          {contact.email ? (
            <p className={css.text}>
              Write to us:{" "}
              <a href={`mailto:${contact.email}`} className={css.link}>
                {contact.email}
              </a>
            </p>
          ) : null}
          <SocialLinks links={contact.social} />
        </section>

        {contact.openingHours.length > 0 ? (
          <section aria-labelledby="footer-hours" className={css.column}>
            <h2 id="footer-hours" className={css.heading}>
              Opening Time
            </h2>
            <dl className={css.hours}>
              {contact.openingHours.map((row, index) => (
                <Fragment key={index}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </Fragment>
              ))}
            </dl>
            {contact.openingNote ? <p className={css.text}>{contact.openingNote}</p> : null}
          </section>
        ) : null}

        <nav aria-labelledby="footer-account" className={css.column}>
          <h2 id="footer-account" className={css.heading}>
            My Account
          </h2>
          <LinkList links={ACCOUNT_LINKS} />
        </nav>

        <nav aria-labelledby="footer-info" className={css.column}>
          <h2 id="footer-info" className={css.heading}>
            Information
          </h2>
          <LinkList links={INFO_LINKS} />
        </nav>
      </div>
      <p className={css.copyright}>
        © {new Date().getFullYear()} {BRAND} Furniture &amp; Decor Pvt. Ltd. All rights reserved.
      </p>
    </footer>
  );
}
