import type { ResolvedBlocks } from "@ridgeline/contract";

type IconSize = ResolvedBlocks["iconAndText"]["iconSize"];

/**
 * The side of an icon, in pixels, per size (001 §3 names small, medium and large; the sizes are
 * the design system's: 24, 40 and 64 px on its 4 px grid). The icon's `width`/`height` carry it,
 * so the list keeps its place while the icons load.
 */
export const ICON_SIZES_PX: Record<IconSize, number> = { small: 24, medium: 40, large: 64 };

export function iconSizePx(size: IconSize | undefined): number {
  return ICON_SIZES_PX[size ?? "medium"];
}
