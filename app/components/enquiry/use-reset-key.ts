import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * A key that changes each time one of this form's submissions succeeds. The actions answer
 * success with a redirect (post/redirect/get) and a toast; the page that comes back is the
 * same route, so the form would keep what was typed. Keyed on this, it starts afresh
 * (spec 4: a successful enquiry resets the form). A refused submission comes back as action
 * data instead, and keeps the typed values and the errors.
 *
 * Without JavaScript the redirect is a new page load, which shows an empty form anyway.
 */
export function useResetKey(isMine: (formData: FormData) => boolean) {
  const navigation = useNavigation();
  const refused = useActionData() !== undefined;
  const submitting = navigation.state !== "idle" && navigation.formData !== undefined && isMine(navigation.formData);
  const wasSubmitting = useRef(false);
  const [key, setKey] = useState(0);
  useEffect(() => {
    if (wasSubmitting.current && !submitting && !refused) setKey((current) => current + 1);
    wasSubmitting.current = submitting;
  }, [submitting, refused]);
  return { key, submitting };
}
