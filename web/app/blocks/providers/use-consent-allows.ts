import { useMemo, useSyncExternalStore } from "react";
import { CONSENT_EVENT, consentNow } from "../../lib/consent-change";
import { useShellData } from "../../lib/shell-data";
import type { ConsentCategory } from "./provider-config";

function subscribe(changed: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, changed);
  return () => window.removeEventListener(CONSENT_EVENT, changed);
}

/**
 * Whether the shopper allows a category, as a block renders (issue 29): the server's decision
 * for the page (the layout's `consent`, decision 0098) while it renders and hydrates, then the
 * page's consent, which a choice in the banner changes: the block renders again with its
 * provider started or stopped, without a reload. Read from the layout's data rather than the
 * blocks' scope: the scope is built by every page's first-screen code, which is at its budget.
 */
export function useConsentAllows(): (category: ConsentCategory) => boolean {
  const decided = useShellData()?.consent.allowed.join(",") ?? "C0001";
  const now = useSyncExternalStore(
    subscribe,
    () => consentNow().join(","),
    () => decided,
  );
  return useMemo(() => {
    const allowed = now.split(",");
    return (category: ConsentCategory) => allowed.includes(category);
  }, [now]);
}
