import { pushDataLayer } from "../../lib/analytics";

/**
 * The tag-manager pushes of the blocks (001 §7: `topNav.*`, `popUp.*`, promotions), as events
 * of the one data layer door, which holds them back without C0002 (lib/analytics.ts).
 */
export function pushBlockEvent(event: string, data: Record<string, unknown> = {}): void {
  pushDataLayer({ event, ...data });
}
