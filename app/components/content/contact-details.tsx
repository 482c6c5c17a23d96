import { pill } from "@styles/content/shared.css";
import * as css from "@styles/content/contact.css";
import { telHref } from "./text";
import type { ContactUs } from "./types";

const SOCIAL = [
  ["facebook", "Facebook"],
  ["twitter", "X (Twitter)"],
  ["instagram", "Instagram"],
  ["linkedin", "LinkedIn"],
  ["youtube", "YouTube"],
] as const;

type Props = {
  contact: ContactUs;
  /** The heading level of each card, one below the section that holds them. */
  headingLevel?: 2 | 3;
};

/** Head office, factory, emails, phones and the social links that are set (spec 2, Contact). */
export function ContactDetails({ contact, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const emails = [
    { label: "Enquiries", value: contact.inquiryEmail },
    { label: "Support", value: contact.supportEmail },
  ].filter((e) => e.value);
  const phones = [
    { label: "Enquiries", value: contact.inquiryNumber },
    { label: "Support", value: contact.supportNumber },
  ].filter((p) => p.value);
  const social = SOCIAL.flatMap(([key, name]) => (contact[key] ? [{ name, href: contact[key] }] : []));

  return (
    <div className={css.details}>
      {contact.regOfficeAddress.address ? (
        <section className={css.card} aria-labelledby="head-office">
          <Heading id="head-office" className={css.cardHeading}>
            Head Office
          </Heading>
          <address className={css.address}>{contact.regOfficeAddress.address}</address>
        </section>
      ) : null}
      {contact.factoryAddress.address ? (
        <section className={css.card} aria-labelledby="factory-office">
          <Heading id="factory-office" className={css.cardHeading}>
            Factory Office
          </Heading>
          <address className={css.address}>{contact.factoryAddress.address}</address>
        </section>
      ) : null}
      {emails.length > 0 || phones.length > 0 ? (
        <section className={css.card} aria-labelledby="write-or-call">
          <Heading id="write-or-call" className={css.cardHeading}>
            Write or call
          </Heading>
          <ul className={css.lines}>
            {emails.map((email) => (
              <li key={`email-${email.label}`}>
                <span className={css.label}>{email.label} email</span>
                <a className={css.contactLink} href={`mailto:${email.value}`}>
                  {email.value}
                </a>
              </li>
            ))}
            {phones.map((phone) => (
              <li key={`phone-${phone.label}`}>
                <span className={css.label}>{phone.label} phone</span>
                <a className={css.contactLink} href={telHref(phone.value)}>
                  {phone.value}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {social.length > 0 ? (
        <section className={css.card} aria-labelledby="follow-us">
          <Heading id="follow-us" className={css.cardHeading}>
            Follow us
          </Heading>
          <ul className={css.socialList}>
            {social.map((link) => (
              <li key={link.name}>
                <a className={pill} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
