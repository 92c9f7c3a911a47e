import {
  GUEST_SEGMENTS,
  type PersonalisationAnswer,
  type PersonalisationBody,
  type PersonalisationDecision,
  type PersonalisationEvent,
} from "@ridgeline/contract";
import type { AudienceSegments } from "./audience-query.helpers";
import { decideFlag } from "./flag-decision.helpers";
import type { DatafileIndex } from "./datafile-index.helpers";

/**
 * The store's personalisation engine (issue 29): the visit's events become attributes, the
 * shopper's segments are the store's, and every flag of the store's datafile decides which
 * variant of the experience of the same id the visitor sees: the same decision code as the
 * experiments (audiences as the rules, bucketing by the visitor id, so a visitor keeps their
 * variant), and each answer says which rule chose it.
 */
export type EngineAttributes = Record<string, string | number | boolean>;

/** The host of a referrer URL; empty when it is none. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/** Integer minor units of lines' values (`"59.90"` × quantity). */
function linesValue(lines: readonly { value: string; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(Number(line.value) * 100) * line.quantity, 0);
}

/**
 * The attributes the engine's rules read (`custom_attribute` conditions by these names):
 * `page_type`, `path`, `screen_width`, `screen_height`, `device` (phone under 768 px wide,
 * else desktop), `language`, `user_agent`, `referrer_host`, `latitude`, `longitude`,
 * `search_term`, `cart_items`, `cart_value` (minor units), `product_id`, `purchase_value`.
 * A later event of a kind replaces an earlier one.
 */
export function engineAttributes(events: readonly PersonalisationEvent[]): EngineAttributes {
  const attributes: EngineAttributes = {};
  for (const event of events) {
    switch (event.eventType) {
      case "monetate:context:PageView":
        attributes["page_type"] = event.pageType;
        attributes["path"] = event.path;
        break;
      case "monetate:context:ScreenSize":
        attributes["screen_width"] = event.width;
        attributes["screen_height"] = event.height;
        attributes["device"] = event.width < 768 ? "phone" : "desktop";
        break;
      case "monetate:context:Language":
        attributes["language"] = event.language.toLowerCase();
        break;
      case "monetate:context:UserAgent":
        attributes["user_agent"] = event.userAgent;
        break;
      case "monetate:context:Referrer":
        attributes["referrer_host"] = hostOf(event.referrer);
        break;
      case "monetate:context:Coordinates":
        attributes["latitude"] = event.latitude;
        attributes["longitude"] = event.longitude;
        break;
      case "monetate:context:SearchView":
        attributes["search_term"] = event.searchTerm.toLowerCase();
        break;
      case "monetate:context:Cart":
        attributes["cart_items"] = event.cartLines.reduce((sum, line) => sum + line.quantity, 0);
        attributes["cart_value"] = linesValue(event.cartLines);
        break;
      case "monetate:context:ProductDetailView":
        attributes["product_id"] = event.products[0]?.productId ?? "";
        break;
      case "monetate:context:Purchase":
        attributes["purchase_value"] = linesValue(event.purchaseLines);
        break;
      case "monetate:decision:DecisionRequest":
        break;
    }
  }
  return attributes;
}

/** The audience ids a rule names, in its conditions or its list. */
function audienceIdsOf(rule: { audienceConditions?: unknown; audienceIds?: readonly string[] }) {
  const ids: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === "string" && !["and", "or", "not"].includes(node)) ids.push(node);
  };
  walk(rule.audienceConditions || rule.audienceIds || []);
  return ids;
}

export interface PersonalisationService {
  decide(input: {
    body: PersonalisationBody;
    /** The signed-in shopper's customer number (the token's, never the body's alone). */
    customerNo: string | null;
    /** Whether targeting (C0004) is allowed for this visitor on this site. */
    targeting: boolean;
  }): Promise<PersonalisationAnswer>;
}

export function createPersonalisationService(deps: {
  index: () => DatafileIndex | null;
  segments: AudienceSegments;
}): PersonalisationService {
  return {
    async decide({ body, customerNo, targeting }) {
      const requestId =
        body.events.find((event) => event.eventType === "monetate:decision:DecisionRequest")
          ?.requestId ?? "";
      const attributes = engineAttributes(body.events);
      const cart = body.events.find((event) => event.eventType === "monetate:context:Cart");
      const bagEmpty = cart ? cart.cartLines.length === 0 : null;
      const account = customerNo ? await deps.segments.qualified(customerNo) : null;
      const segments = new Set<string>(
        account ? [...account].filter((id) => !id.startsWith("bag-")) : GUEST_SEGMENTS,
      );
      if (bagEmpty !== null) segments.add(bagEmpty ? "bag-empty" : "bag-not-empty");
      const index = deps.index();
      const decisions: PersonalisationDecision[] = (index?.flags ?? []).map((flag) => {
        const explanation = {
          attributes,
          segments: [...segments].sort(),
          ruleKey: null,
          audiences: [] as string[],
        };
        if (!targeting || !index)
          return {
            experienceId: flag.key,
            variantId: null,
            explanation: { ...explanation, by: "no-consent" as const },
          };
        const decision = decideFlag(index, flag, body.monetateId, attributes, segments);
        if (!decision.rule || !decision.variation)
          return {
            experienceId: flag.key,
            variantId: null,
            explanation: { ...explanation, by: "baseline" as const },
          };
        return {
          experienceId: flag.key,
          variantId: decision.variation.key,
          explanation: {
            ...explanation,
            by: "rule" as const,
            ruleKey: decision.rule.key,
            audiences: audienceIdsOf(decision.rule).map((id) => index.audienceNames.get(id) ?? id),
          },
        };
      });
      return {
        data: {
          responses: [
            {
              requestId,
              actions: decisions.map((json) => ({
                actionType: "ridgeline:action:ExperienceDecision" as const,
                component: json.experienceId,
                json,
              })),
            },
          ],
        },
        meta: { code: 200 as const, monetateId: body.monetateId },
      };
    },
  };
}
