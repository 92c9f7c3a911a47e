/** What the card needs of a `<video>` (an interface, so the rules are tested without a browser). */
export interface PlayableVideo {
  paused: boolean;
  currentSrc: string;
  src: string;
  play(): Promise<void>;
  pause(): void;
}

/** The media query the server's `<source media>` and the browser's checks share. */
export const MOTION_OK_QUERY = "(prefers-reduced-motion: no-preference)";

/** True when the shopper asked for reduced motion (false where it cannot be known). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Whether a card's video starts when its card mounts (001 §4 "plays on mount"): not under
 * reduced motion, not when the shopper paused it (a pause pressed before the card's code came),
 * and not when it already plays (the `autoplay` of the server's HTML started it).
 */
export function playsOnMount(state: {
  reducedMotion: boolean;
  pausedByShopper: boolean;
  paused: boolean;
}): boolean {
  return !state.reducedMotion && !state.pausedByShopper && state.paused;
}

/**
 * Plays a card's video. Under reduced motion the server's HTML gave it no source (its `<source>`
 * only matches when motion is fine), so a play the shopper asks for sets the file first. A
 * refused play is logged only (001 §8); the result says whether it plays.
 */
export async function playVideo(video: PlayableVideo, url: string): Promise<boolean> {
  if (!video.currentSrc) video.src = url;
  try {
    await video.play();
    return true;
  } catch (error) {
    console.error("linked card video could not play", error);
    return false;
  }
}
