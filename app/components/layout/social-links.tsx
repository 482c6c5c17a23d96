import type { ComponentType } from "react";
import { BRAND } from "~/lib/brand";
import * as css from "@styles/layout/footer.css";
import type { SocialLink, SocialNetwork } from "./contact";
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from "./icons";

const ICONS: Record<SocialNetwork, ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
};

/** Icon links to the shop's social pages, each named for screen readers ('Woodnest on Facebook'). */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={css.socialList}>
      {links.map(({ network, label, url }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a href={url} className={css.socialLink}>
              <Icon className={css.socialIcon} />
              <span className="visually-hidden">
                {BRAND} on {label}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
