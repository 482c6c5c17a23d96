import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { loginUrl } from "~/lib/auth.server";

/** Spec 2: an older address some links still use; sign-in lives at /login, with the page to return to. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(loginUrl(new URL(request.url).searchParams.get("redirectTo") ?? "/"), 301);
}
