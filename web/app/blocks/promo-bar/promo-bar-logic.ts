import { PROMO_BAR, type ResolvedBlocks, type ResolvedChild } from "@ridgeline/contract";
import { luminance } from "../shared/block-style";

export type PromoMessage = ResolvedBlocks["promoMessage"];

/** The bar's ground when neither the message nor the bar names one (promo-bar.css agrees). */
export const DEFAULT_BACKGROUND = "brand";

/**
 * The design system's named colours on which black reads better than white (luminance() reads
 * only `#hex` and takes every other name for dark): the light greys, and signal orange, where
 * black has 6.3:1 and white 3.3:1.
 */
const LIGHT_TOKENS = new Set(["white", "paper", "stone", "mist", "signal", "transparent"]);
/**
 * Below this relative luminance white text or a white dot has more contrast than black (the
 * WCAG contrast ratios (1.05 / (L + 0.05)) and ((L + 0.05) / 0.05) are equal here, about 0.18).
 */
const WHITE_WINS_BELOW = Math.sqrt(1.05 * 0.05) - 0.05;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The words of rich text: tags dropped, entities read, spaces collapsed and trimmed. */
export function plainText(html: string | undefined): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#")) {
        const hex = name[1] === "x" || name[1] === "X";
        const code = parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[\s\u00a0\u200b]+/g, " ")
    .trim();
}

/**
 * The messages a bar shows (001 §4): its promo messages whose section turned out empty (no
 * words once the rich text's tags are trimmed) dropped, at most the bar's `maxMessages`, else
 * the configured maximum.
 */
export function shownMessages(
  messages: readonly ResolvedChild[],
  maxMessages: number | undefined,
): PromoMessage[] {
  return (messages as readonly (ResolvedChild | PromoMessage)[])
    .filter((message): message is PromoMessage => message.type === "promoMessage")
    .filter((message) => plainText(message.richText) !== "")
    .slice(0, maxMessages ?? PROMO_BAR.maxMessagesDefault);
}

/** How long a message shows before the next: the bar's seconds, else the default, in ms. */
export function rotationMs(autorotateTime: number | undefined): number {
  return (autorotateTime ?? PROMO_BAR.autorotateDefaultSeconds) * 1000;
}

/** The message `step` places on from `index`, going round. */
export function stepIndex(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Whether the bar moves on by itself now (001 §4; WCAG 2.2.2: paused by the shopper). */
export function rotates(state: {
  count: number;
  paused: boolean;
  hovered: boolean;
  focused: boolean;
}): boolean {
  return state.count > 1 && !state.paused && !state.hovered && !state.focused;
}

/** Whether a ground is dark: white on it has more contrast than black. */
export function isDark(background: string): boolean {
  if (LIGHT_TOKENS.has(background)) return false;
  const value = luminance(background);
  return value !== null && value < WHITE_WINS_BELOW;
}

/** A message's colours (001 §4: the active message sets the bar's ground, text and hover). */
export function messageColors(
  message: PromoMessage | undefined,
  barBackground: string | undefined,
): { background: string; text: string | undefined; hover: string | undefined; dark: boolean } {
  const background = message?.background ?? barBackground ?? DEFAULT_BACKGROUND;
  const dark = isDark(background);
  return {
    background,
    // Without a text colour of its own, the one that reads on the ground.
    text: message?.textColor ?? (dark ? "white" : "ink"),
    hover: message?.hoverLinkColor,
    dark,
  };
}

/** The pager dots' colour (001 §4): white on a low-contrast (dark) ground, black otherwise. */
export function dotColor(background: string): "white" | "black" {
  return isDark(background) ? "white" : "black";
}
