/** What the collection needs of a `<video>` inside it. */
export interface PausableVideo {
  paused: boolean;
  pause(): void;
  play(): Promise<void>;
}

/**
 * Pauses every video that plays inside a paused collection (001 §4 "pause when the collection
 * is paused") and returns those it paused, so playing the collection again resumes them and
 * only them (a video the shopper paused, or one still under reduced motion, stays still).
 */
export function pauseVideos<V extends PausableVideo>(videos: Iterable<V>): V[] {
  const paused: V[] = [];
  for (const video of videos) {
    if (video.paused) continue;
    video.pause();
    paused.push(video);
  }
  return paused;
}

/** Resumes the videos the collection paused; a refused play is logged only (001 §8). */
export function resumeVideos(videos: Iterable<PausableVideo>): void {
  for (const video of videos) {
    if (!video.paused) continue;
    video.play().catch((error: unknown) => {
      console.error("collection video could not resume", error);
    });
  }
}
