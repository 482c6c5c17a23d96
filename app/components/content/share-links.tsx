import { shareAddresses } from "~/lib/share";
import * as css from "@styles/content/blog.css";
import { pill } from "@styles/content/shared.css";

type Props = {
  /** The page's canonical address: what gets shared. */
  url: string;
  title: string;
};

/** A blog post's share links. */
export function ShareLinks({ url, title }: Props) {
  const networks = shareAddresses(["Facebook", "X (Twitter)", "LinkedIn", "WhatsApp"], { url, title });
  return (
    <section className={css.share} aria-labelledby="share-heading">
      <h2 id="share-heading" className={css.shareHeading}>
        Share this post
      </h2>
      <ul className={css.shareList}>
        {networks.map((network) => (
          <li key={network.name}>
            <a className={pill} href={network.href} target="_blank" rel="noopener noreferrer">
              <span className="visually-hidden">Share on </span>
              {network.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
