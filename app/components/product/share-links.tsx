import { shareAddresses } from "~/lib/share";
import * as css from "@styles/product/product.css";

/** The product's share links, for its canonical URL, each opened in a new tab. */
export function ShareLinks({ url, name, image }: { url: string; name: string; image: string }) {
  const networks = shareAddresses(["Facebook", "X (Twitter)", "Pinterest", "WhatsApp"], { url, title: name, image });
  return (
    <div className={css.share}>
      <p id="share-label" className={css.metaLabel}>
        Share:
      </p>
      <ul className={css.shareList} aria-labelledby="share-label">
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} target="_blank" rel="noopener noreferrer" className={css.shareLink}>
              <span className="visually-hidden">Share on </span>
              {network.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
