import { useEffect, useState } from "react";
import type { AuthFormName } from "./auth-schemas";
import type { rulesFor } from "./form-rules";

type Rules = ReturnType<typeof rulesFor>;

/**
 * A sign-in form's client-side rules, once they have arrived. Zod and the schemas are
 * about 14 KB of gzipped JavaScript, so they load after hydration rather than with the
 * page (the 110 KB first-load budget). Until then there is no client validation and no
 * input filter: conform leaves every check to the server, the authority anyway, and the
 * fields' maxLength, inputMode and pattern attributes still apply.
 */
export function useFormRules(name: AuthFormName): Rules | undefined {
  const [rules, setRules] = useState<Rules>();
  useEffect(() => {
    let current = true;
    void import("./form-rules").then(({ rulesFor }) => {
      if (current) setRules(rulesFor(name));
    });
    return () => {
      current = false;
    };
  }, [name]);
  return rules;
}
