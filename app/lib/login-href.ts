/** The header's Login link: the shopper comes back to the page they were on after signing in. */
export function loginHref(location: { pathname: string; search: string }) {
  const here = `${location.pathname}${location.search}`;
  if (here === "/" || location.pathname === "/login") return "/login";
  return `/login?${new URLSearchParams({ redirectTo: here })}`;
}
