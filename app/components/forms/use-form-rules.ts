import { useSyncExternalStore } from "react";

export type FormRules = typeof import("./form-rules");

let rules: FormRules | undefined;
let loading = false;
const listeners = new Set<() => void>();

/**
 * Fetches the forms' rules (zod, the schemas, the input filters), once per page load. Forms
 * call it when the shopper first focuses them (useLiteForm's formProps), so the rules are
 * in no page's first load and are there before the first field is left. Offline or a
 * failed chunk: the server still checks everything, and the next focus tries again.
 */
export function loadFormRules() {
  if (rules || loading) return;
  loading = true;
  import("./form-rules").then(
    (loaded) => {
      rules = loaded;
      loading = false;
      for (const listener of listeners) listener();
    },
    () => {
      loading = false;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The forms' rules once they have arrived, for every form on the page. Until then (and on
 * the server) there are none: the server is the only judge, as it is without JavaScript,
 * and the fields' maxLength, inputMode and pattern attributes still apply.
 */
export function useFormRules(): FormRules | undefined {
  return useSyncExternalStore(
    subscribe,
    () => rules,
    () => undefined,
  );
}
