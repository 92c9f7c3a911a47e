import { pushDataLayer } from "../../lib/analytics";

/**
 * The tag-manager pushes of the blocks (001 §7: `topNav.*`, `popUp.*`, promotions): one door,
 * so consent (issue 29) can hold them back in one place.
 */
export function pushBlockEvent(event: string, data: Record<string, unknown> = {}): void {
  pushDataLayer({ event, ...data });
}
