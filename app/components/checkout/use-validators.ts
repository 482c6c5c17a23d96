import { useCallback, useRef, useState } from "react";

type Validators = typeof import("./validators");

/**
 * The validators, fetched the first time the shopper reaches a form (focus or pointer): the
 * page's first load carries no zod, and they are there before the first field is left.
 */
export function useValidators() {
  const [validators, setValidators] = useState<Validators | null>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import("./validators").then(setValidators, () => {
      // Offline for a moment: the server still validates; the next focus tries again.
      requested.current = false;
    });
  }, []);
  return { validators, load };
}
