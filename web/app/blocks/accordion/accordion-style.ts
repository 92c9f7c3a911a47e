import type { Breakpoint, ResolvedBlocks } from "@ridgeline/contract";
import { spaceValue } from "../collection/collection-settings";

type Accordion = ResolvedBlocks["accordion"];

/** The accordion's padding per breakpoint as CSS, md falling back to sm's and lg to md's. */
export function accordionPaddings(
  paddings: Accordion["paddings"],
): Record<Breakpoint, string | undefined> {
  const sm = paddings?.sm;
  const md = paddings?.md ?? sm;
  const lg = paddings?.lg ?? md;
  const css = (space: typeof sm) => (space ? spaceValue(space) : undefined);
  return { sm: css(sm), md: css(md), lg: css(lg) };
}

/** The accordion's classes: its style, its icons (chevron unless plus) and its divider. */
export function accordionClasses(
  block: Pick<Accordion, "style" | "iconsStyle" | "bottomDivider">,
): string {
  return [
    "accordion",
    `accordion--${block.style ?? "default"}`,
    `accordion--icons-${block.iconsStyle ?? "chevron"}`,
    block.bottomDivider ? "accordion--divider" : "",
  ]
    .filter(Boolean)
    .join(" ");
}
