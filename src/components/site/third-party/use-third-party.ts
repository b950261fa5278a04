"use client";
// Whether content served by another host may load here: after a click on its placeholder, or at
// once when the visitor ticked "remember my choice" for that kind before (docs/decisions/026).
import { useCallback, useEffect, useState } from "react";
import {
  isRemembered,
  onChoicesChange,
  setRemembered,
  type ThirdPartyKind,
} from "@/lib/third-party/choice";

/**
 * The kinds loaded on this page so far: the list's map, rendered anew when the filters change
 * the results in place (src/islands/hydrate.ts), comes back loaded, without a second click.
 */
const loadedOnThisPage = new Set<ThirdPartyKind>();

export function useThirdParty(kind: ThirdPartyKind) {
  const [loaded, setLoaded] = useState(false);
  const [remembered, setRememberedState] = useState(false);

  useEffect(() => {
    const update = () => {
      const now = isRemembered(kind);
      setRememberedState(now);
      // Remembered elsewhere on the page (another map, the choices list): load here too. A
      // forgotten choice leaves what is loaded in place until the next page.
      if (now || loadedOnThisPage.has(kind)) setLoaded(true);
    };
    update();
    return onChoicesChange(update);
  }, [kind]);

  const load = useCallback(
    (remember: boolean) => {
      loadedOnThisPage.add(kind);
      if (remember) setRemembered(kind, true);
      setLoaded(true);
    },
    [kind],
  );
  const forget = useCallback(() => setRemembered(kind, false), [kind]);
  return { loaded, remembered, load, forget };
}
