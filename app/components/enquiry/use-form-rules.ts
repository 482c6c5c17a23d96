import { useCallback, useRef, useState } from "react";
import type { FormName } from "./form-schemas";
import type { FormRules } from "./form-rules";

/**
 * A form's client-side rules, fetched when the shopper first focuses the form (`load`, for
 * the form's onFocus). Zod and the schemas are about 14 KB of gzipped JavaScript: they stay
 * out of the page's first load (the 110 KB budget) and out of the way of a shopper who
 * never fills the form. Until they arrive the server is the only judge (it is anyway), and
 * the fields' maxLength, inputMode and pattern attributes still apply.
 */
export function useFormRules(name: FormName): { rules: FormRules | undefined; load: () => void } {
  const [rules, setRules] = useState<FormRules>();
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import("./form-rules")
      .then(({ rulesFor }) => setRules(rulesFor(name)))
      // Offline or a failed chunk: the server still checks everything; try again on the next focus.
      .catch(() => {
        requested.current = false;
      });
  }, [name]);
  return { rules, load };
}
