import { useLocation, useNavigation } from "@remix-run/react";

/**
 * True while a form posting to `formAction` (this page by default) is on its way, through
 * the redirect that follows: the submit button stays disabled until the next page is there.
 */
export function useSubmitting(formAction?: string) {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle" || !navigation.formAction) return false;
  const target = new URL(navigation.formAction, "http://shop.invalid").pathname;
  return target === (formAction ?? location.pathname);
}
