export type ShareNetwork = "Facebook" | "X (Twitter)" | "LinkedIn" | "Pinterest" | "WhatsApp";

type Shared = {
  /** The page's canonical address: what gets shared. */
  url: string;
  title: string;
  /** The picture Pinterest pins. */
  image?: string;
};

const ADDRESS: Record<ShareNetwork, (shared: Shared) => string> = {
  Facebook: ({ url }) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  "X (Twitter)": ({ url, title }) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  LinkedIn: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  Pinterest: ({ url, title, image }) =>
    `https://pinterest.com/pin/create/button/?url=${encodeURIComponent(url)}&media=${encodeURIComponent(image ?? "")}&description=${encodeURIComponent(title)}`,
  WhatsApp: ({ url, title }) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
};

/** Each network's own share address: plain links, no scripts from the networks. */
export function shareAddresses(networks: ShareNetwork[], shared: Shared) {
  return networks.map((name) => ({ name, href: ADDRESS[name](shared) }));
}
