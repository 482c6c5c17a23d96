import * as css from "../../../styles/content/blog.css";
import { pill } from "../../../styles/content/shared.css";

type Props = {
  /** The page's canonical address: what gets shared. */
  url: string;
  title: string;
};

/** Share a page through each network's own share address: plain links, no scripts from them. */
export function ShareLinks({ url, title }: Props) {
  const u = encodeURIComponent(url);
  const networks = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "X (Twitter)", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
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
