const HIDDEN = "••••";

/**
 * Where a code went, shown so the shopper recognises it while someone looking over their
 * shoulder learns little: '98••••3210' for a mobile, 'a••••@example.in' for an email.
 */
export function maskDestination(channel: "mobile" | "email", destination: string): string {
  if (channel === "mobile") {
    return destination.length > 6 ? `${destination.slice(0, 2)}${HIDDEN}${destination.slice(-4)}` : HIDDEN;
  }
  const at = destination.lastIndexOf("@");
  if (at < 1) return HIDDEN;
  return `${destination.slice(0, 1)}${HIDDEN}${destination.slice(at)}`;
}
