import type { CSSProperties } from "react";
import type { CONTENT_COLOR_TOKENS } from "@ridgeline/contract";
import { BREAKPOINTS, type Breakpoint } from "@ridgeline/contract";

const TOKEN_VALUES: Record<(typeof CONTENT_COLOR_TOKENS)[number], string> = {
  ink: "var(--color-text)",
  paper: "var(--color-bg)",
  brand: "var(--color-brand)",
  signal: "var(--color-signal)",
  stone: "var(--color-grey-100)",
  mist: "var(--color-grey-300)",
  slate: "var(--color-grey-600)",
  white: "#ffffff",
  black: "#000000",
  transparent: "transparent",
};

/**
 * A document's colour as CSS: a design token's variable or the `#hex` the contract let through
 * (never anything else: the contract refuses raw CSS when the document is saved).
 */
export function colorValue(color: string | undefined): string | undefined {
  if (!color) return undefined;
  if (color in TOKEN_VALUES) return TOKEN_VALUES[color as keyof typeof TOKEN_VALUES];
  return /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(color) ? color : undefined;
}

/** The design tokens' colours as hex, for contrast decisions (ui/tokens.css). */
const TOKEN_HEX: Record<(typeof CONTENT_COLOR_TOKENS)[number], string | null> = {
  ink: "#111111",
  paper: "#ffffff",
  brand: "#1f3d2b",
  signal: "#e4572e",
  stone: "#f5f5f3",
  mist: "#d9d9d6",
  slate: "#6b6b6b",
  white: "#ffffff",
  black: "#000000",
  transparent: null,
};

/** The relative luminance of a colour (WCAG), or null when it has none (transparent). */
export function luminance(color: string | undefined): number | null {
  if (!color) return null;
  const value = color in TOKEN_HEX ? TOKEN_HEX[color as keyof typeof TOKEN_HEX] : colorValue(color);
  if (!value?.startsWith("#")) return null;
  const hex = value.length === 4 ? [...value.slice(1)].map((c) => c + c).join("") : value.slice(1);
  const channel = (index: number) => {
    const c = parseInt(hex.slice(index, index + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * The text colour that reads on a block's background: white on a dark one (where white has more
 * contrast than the page's ink, below a luminance of about 0.18), else none (the page's ink).
 */
export function textOn(background: string | undefined): string | undefined {
  const value = luminance(background);
  return value !== null && value < Math.sqrt(1.05 * 0.05) - 0.05 ? "#ffffff" : undefined;
}

/** The classes every block takes from its common fields: hidden breakpoints and margins. */
export function commonClasses(block: {
  hideOnBreakpoint?: Partial<Record<Breakpoint, boolean>> | undefined;
  bottomMargins?: Partial<Record<Breakpoint, string>> | undefined;
  isFullWidth?: boolean | undefined;
  isFullHeight?: boolean | undefined;
}): string {
  const classes: string[] = [];
  for (const bp of BREAKPOINTS) {
    if (block.hideOnBreakpoint?.[bp]) classes.push(`block--hide-${bp}`);
    const margin = block.bottomMargins?.[bp];
    if (margin) classes.push(`block--mb-${bp}-${margin}`);
  }
  if (block.isFullWidth) classes.push("block--full-width");
  if (block.isFullHeight) classes.push("block--full-height");
  return classes.join(" ");
}

/** A background colour style, or nothing. */
export function background(color: string | undefined): CSSProperties | undefined {
  const value = colorValue(color);
  return value ? { backgroundColor: value } : undefined;
}
