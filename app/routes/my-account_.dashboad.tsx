import { redirect } from "@remix-run/node";

// The old footer linked here (spec 2: a typo). A permanent redirect, and outside the account
// layout so it answers 301 to anyone, signed in or not: links and bookmarks move on for good.
export function loader() {
  return redirect("/my-account/dashboard", 301);
}
