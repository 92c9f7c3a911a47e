import { BREAKPOINTS, type Breakpoint, type ResolvedBlocks } from "@ridgeline/contract";

type Collection = ResolvedBlocks["collection"];
type Setting = NonNullable<Collection["settings"][Breakpoint]>;
type Space = NonNullable<Setting["margin"]>;

/** One breakpoint's settings with every default filled in. */
export interface BreakpointSettings {
  type: "grid" | "carousel";
  columns: number;
  /** Width of a slide, in percent of the track. */
  slideWidth: number;
  slideMaxWidth: number | null;
  slidePadding: Space;
  margin: Space;
  showArrows: boolean;
  showIndicators: boolean;
  showProgress: boolean;
  autoplay: boolean;
  /** Time a slide shows while rotating (001 §9: autorotateTime seconds × 1000). */
  autorotateMs: number;
  loop: boolean;
}

export type CollectionSettings = Record<Breakpoint, BreakpointSettings>;

const MS_PER_SECOND = 1000;
/**
 * Seconds a slide shows when autoplay is on and the document sets no time (001 §9 gives the
 * rule, seconds × 1000, but no default).
 */
export const AUTOROTATE_DEFAULT_SECONDS = 5;
/** Grid columns and slide widths when the document sets none (001 §9: "not shown"). */
const DEFAULT_COLUMNS: Record<Breakpoint, number> = { sm: 1, md: 2, lg: 3 };
const DEFAULT_SLIDE_WIDTH: Record<Breakpoint, number> = { sm: 85, md: 45, lg: 30 };
/** threeCardGrid: three cards across from the medium breakpoint (001 §3). */
const THREE_CARDS = 3;

function filled(setting: Setting | undefined, bp: Breakpoint): BreakpointSettings {
  const carousel = setting?.type === "carousel";
  const autoplay = carousel && setting?.autoplay === true;
  return {
    type: carousel ? "carousel" : "grid",
    columns: setting?.columns ?? DEFAULT_COLUMNS[bp],
    slideWidth: setting?.slideWidth ?? DEFAULT_SLIDE_WIDTH[bp],
    slideMaxWidth: setting?.slideMaxWidth ?? null,
    slidePadding: setting?.slidePadding ?? "sm",
    margin: setting?.margin ?? "none",
    showArrows: carousel && setting?.showArrows === true,
    showIndicators: carousel && setting?.showIndicators === true,
    showProgress: carousel && setting?.showProgress === true,
    autoplay,
    autorotateMs: (setting?.autorotateTime ?? AUTOROTATE_DEFAULT_SECONDS) * MS_PER_SECOND,
    loop: setting?.loop === true,
  };
}

/**
 * The settings per breakpoint (001 §3): lg falls back to md's and md to sm's, whole; then the
 * variant: threeCardGrid shows three cards across on md and lg, as columns or as slides.
 */
export function collectionSettings(
  settings: Collection["settings"],
  variant: Collection["variant"],
): CollectionSettings {
  // A breakpoint without settings takes the smaller one's whole, defaults included, so it
  // looks the same; with none anywhere, each takes its own defaults.
  const smSource: Breakpoint = "sm";
  const mdSource: Breakpoint = settings.md ? "md" : settings.sm ? smSource : "md";
  const lgSource: Breakpoint = settings.lg ? "lg" : settings.md || settings.sm ? mdSource : "lg";
  const resolved: CollectionSettings = {
    sm: filled(settings.sm, smSource),
    md: filled(settings[mdSource], mdSource),
    lg: filled(settings[lgSource], lgSource),
  };
  if (variant === "threeCardGrid") {
    for (const bp of ["md", "lg"] as const) {
      resolved[bp] = { ...resolved[bp], columns: THREE_CARDS, slideWidth: 100 / THREE_CARDS };
    }
  }
  return resolved;
}

/** True when some breakpoint shows the collection as a carousel. */
export function isCarousel(settings: CollectionSettings): boolean {
  return BREAKPOINTS.some((bp) => settings[bp].type === "carousel");
}

/** True when some breakpoint rotates it by itself. */
export function autoplays(settings: CollectionSettings): boolean {
  return BREAKPOINTS.some((bp) => settings[bp].autoplay);
}

const SPACE_VAR: Record<Space, string> = {
  none: "0px",
  xs: "var(--space-1)",
  sm: "var(--space-2)",
  md: "var(--space-4)",
  lg: "var(--space-8)",
  xl: "var(--space-12)",
};

/** A document's spacing name as CSS (the design tokens' steps, as the blocks' margins use). */
export function spaceValue(space: Space): string {
  return SPACE_VAR[space];
}

/** The custom properties the stylesheet reads per breakpoint (`--c-{bp}-columns`, …). */
export function settingsStyle(settings: CollectionSettings): Record<string, string> {
  const style: Record<string, string> = {};
  for (const bp of BREAKPOINTS) {
    const s = settings[bp];
    style[`--c-${bp}-columns`] = String(s.columns);
    style[`--c-${bp}-slide-width`] = `${s.slideWidth}%`;
    style[`--c-${bp}-slide-max`] = s.slideMaxWidth === null ? "none" : `${s.slideMaxWidth}px`;
    style[`--c-${bp}-padding`] = SPACE_VAR[s.slidePadding];
    style[`--c-${bp}-margin`] = SPACE_VAR[s.margin];
  }
  return style;
}

/** The classes that switch layout and controls per breakpoint (`collection--md-carousel`, …). */
export function settingsClasses(settings: CollectionSettings): string[] {
  return BREAKPOINTS.flatMap((bp) => {
    const s = settings[bp];
    const classes = [`collection--${bp}-${s.type}`];
    if (s.showArrows) classes.push(`collection--${bp}-arrows`);
    if (s.showIndicators) classes.push(`collection--${bp}-dots`);
    if (s.showProgress) classes.push(`collection--${bp}-progress`);
    if (s.autoplay) classes.push(`collection--${bp}-autoplay`);
    if (s.showIndicators || s.showProgress || s.autoplay)
      classes.push(`collection--${bp}-controls`);
    return classes;
  });
}
