/** A slide's box along the track, in the track's scroll coordinates. */
export interface SlideBox {
  left: number;
  width: number;
}

/**
 * The scroll position that shows each slide: at the track's start (after its padding, which is
 * the first slide's offset), or centred (highlightCenter), kept within what the track can scroll.
 */
export function slideTargets(
  slides: readonly SlideBox[],
  viewport: number,
  maxScroll: number,
  align: "start" | "center",
): number[] {
  const start = slides[0]?.left ?? 0;
  return slides.map((slide) => {
    const raw =
      align === "center" ? slide.left + slide.width / 2 - viewport / 2 : slide.left - start;
    return Math.min(Math.max(raw, 0), Math.max(maxScroll, 0));
  });
}

/** The slide whose position is nearest the track's scroll position (the first on a tie). */
export function nearestSlide(targets: readonly number[], scroll: number): number {
  let best = 0;
  targets.forEach((target, index) => {
    if (Math.abs(target - scroll) < Math.abs((targets[best] ?? 0) - scroll)) best = index;
  });
  return best;
}

export interface TrackPosition {
  index: number;
  count: number;
  /** Scrolled to the start: nothing before. */
  atStart: boolean;
  /** Scrolled to the end: the last slides are all in view. */
  atEnd: boolean;
}

/**
 * The slide a step goes to (an arrow, or a rotation's tick): the next or the previous one; past
 * either end the other end when the collection loops, else nowhere (null). At the end of the
 * track the next step loops even when the last slide is not the "current" one (several slides
 * in view).
 */
export function stepTo(position: TrackPosition, direction: 1 | -1, loop: boolean): number | null {
  const { index, count, atStart, atEnd } = position;
  if (count <= 1) return null;
  if (direction === 1) {
    if (atEnd || index >= count - 1) return loop ? 0 : null;
    return index + 1;
  }
  if (atStart || index <= 0) return loop ? count - 1 : null;
  return index - 1;
}

/** What share of the track has been seen (the progress bar): 0 to 1, whole when nothing scrolls. */
export function seenShare(scroll: number, viewport: number, scrollWidth: number): number {
  if (scrollWidth <= viewport || scrollWidth <= 0) return 1;
  return Math.min(1, Math.max(0, (scroll + viewport) / scrollWidth));
}

/** The progress bar's share before the track is measured (the server's and the first render's). */
export function initialShare(count: number): number {
  return count > 0 ? 1 / count : 1;
}

/**
 * Whether the collection rotates now (001 §3, WCAG 2.2.2): only where this breakpoint autoplays,
 * never under reduced motion, and not while the shopper paused it, points at it or has the focus
 * in it, nor once a collection that does not loop has reached its end.
 */
export function rotates(state: {
  autoplayHere: boolean;
  reducedMotion: boolean;
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  ended: boolean;
  count: number;
}): boolean {
  return (
    state.autoplayHere &&
    !state.reducedMotion &&
    !state.paused &&
    !state.hovered &&
    !state.focused &&
    !state.ended &&
    state.count > 1
  );
}
