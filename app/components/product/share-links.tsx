import * as css from "../../../styles/product/product.css";

/** Each network's own share address for the product's canonical URL, opened in a new tab. */
export function ShareLinks({ url, name, image }: { url: string; name: string; image: string }) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(name);
  const networks = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "X (Twitter)", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    {
      name: "Pinterest",
      href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${text}`,
    },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}` },
  ];
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
