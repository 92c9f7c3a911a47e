import { pushDataLayer } from "../../lib/analytics";

/**
 * The tag-manager pushes of the blocks (001 §7: `topNav.*`, `popUp.*`, promotions): one door,
 * so consent holds them back in one place. They are analytics: sent only while the page allows
 * C0002 (performance and analytics), as its head said and a choice since changed
 * (lib/consent-change.ts). Read in place: every page's first screen carries this.
 */
export function pushBlockEvent(event: string, data: Record<string, unknown> = {}): void {
  if (!globalThis.__rlConsent?.includes("C0002")) return;
  pushDataLayer({ event, ...data });
}
