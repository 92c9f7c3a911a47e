import {
  BADGE_SIZE_UNITS,
  BREAKPOINTS,
  GRADIENT_HEIGHTS,
  type Breakpoint,
  type ResolvedBlocks,
} from "@ridgeline/contract";
import { colorValue, luminance } from "../shared/block-style";

type LinkedCard = ResolvedBlocks["linkedCard"];

/** Where a card's text sits: over the media at its foot or top, or under it. */
export type CardPosition = "bottom" | "top" | "stacked";
export interface CardLayout {
  position: CardPosition;
  alignment: "left" | "center";
}

/** The design system's grid: one spacing unit is 4 px (`--space-1`). */
export const GRID_UNIT_PX = 4;
/** The badge's side in pixels (001 §9: 14 units square). */
export const BADGE_SIZE_PX = BADGE_SIZE_UNITS * GRID_UNIT_PX;

const DEFAULT_LAYOUT: CardLayout = { position: "bottom", alignment: "left" };

function layoutOf(
  setting: NonNullable<LinkedCard["responsiveLayout"]>[Breakpoint] | undefined,
): CardLayout | undefined {
  if (!setting) return undefined;
  const position: CardPosition =
    setting.layout === "overlay-top" ? "top" : setting.layout === "stacked" ? "stacked" : "bottom";
  return { position, alignment: setting.alignment };
}

/**
 * The layout per breakpoint (001 §2): set for sm and md; md takes sm's when it has none, and lg
 * always takes md's. Overlay and overlay-bottom put the text at the media's foot, overlay-top at
 * its top, stacked under it.
 */
export function cardLayouts(
  responsive: LinkedCard["responsiveLayout"],
): Record<Breakpoint, CardLayout> {
  const sm = layoutOf(responsive?.sm) ?? DEFAULT_LAYOUT;
  const md = layoutOf(responsive?.md) ?? sm;
  return { sm, md, lg: md };
}

/** The card's layout classes: `linked-card--{bp}-{position}` and `linked-card--{bp}-{alignment}`. */
export function layoutClasses(layouts: Record<Breakpoint, CardLayout>): string[] {
  return BREAKPOINTS.flatMap((bp) => [
    `linked-card--${bp}-${layouts[bp].position}`,
    `linked-card--${bp}-${layouts[bp].alignment}`,
  ]);
}

/** Where the media and the title lead (001 §2): the media target, else the first button's. */
export function cardLink(
  card: Pick<LinkedCard, "mediaTarget" | "targets">,
): { url: string; target: "_self" | "_blank" | undefined } | null {
  if (card.mediaTarget) return { url: card.mediaTarget, target: undefined };
  const first = card.targets?.[0];
  return first ? { url: first.url, target: first.targetAttribute } : null;
}

export interface CardGradient {
  /** Share of the card's height the gradient covers, in percent (001 §9). */
  heightPercent: number;
  /** The tone as CSS. */
  tone: string;
  /** The breakpoints where it shows: only where asked and where the text is over the media. */
  breakpoints: Breakpoint[];
}

/**
 * The gradient behind overlay text (001 §3): full 35 %, focused 50 %, off none; shown at the
 * breakpoints `gradientBreakpoints` does not turn off (all of them when it is not set), and never
 * where the text is stacked under the media.
 */
export function cardGradient(
  gradient: LinkedCard["gradient"],
  layouts: Record<Breakpoint, CardLayout>,
): CardGradient | null {
  if (!gradient) return null;
  const heightPercent = GRADIENT_HEIGHTS[gradient.gradientStyle];
  if (heightPercent === 0) return null;
  const breakpoints = BREAKPOINTS.filter(
    (bp) => gradient.gradientBreakpoints?.[bp] !== false && layouts[bp].position !== "stacked",
  );
  if (breakpoints.length === 0) return null;
  return {
    heightPercent,
    tone: colorValue(gradient.gradientTone) ?? colorValue("black") ?? "#000000",
    breakpoints,
  };
}

/**
 * The colour of text over the media: dark on a light gradient tone, white otherwise (a photo
 * under a dark or no gradient). A title or eyebrow colour of the document wins over it.
 */
export function overlayTextColor(gradient: LinkedCard["gradient"]): string {
  const tone = gradient && gradient.gradientStyle !== "off" ? gradient.gradientTone : undefined;
  const light = (luminance(tone) ?? 0) > 0.5;
  return light ? "var(--color-text)" : "#ffffff";
}

/** The background colour per breakpoint, each falling back to the smaller one's (001 §3). */
export function cardBackgrounds(
  backgroundColor: LinkedCard["backgroundColor"],
): Record<Breakpoint, string | undefined> {
  const sm = colorValue(backgroundColor?.sm);
  const md = colorValue(backgroundColor?.md) ?? sm;
  const lg = colorValue(backgroundColor?.lg) ?? md;
  return { sm, md, lg };
}
