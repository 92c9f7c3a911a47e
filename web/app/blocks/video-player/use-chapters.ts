import { useEffect, useState, type RefObject } from "react";
import { chaptersOf } from "./video-source";

/** HTMLTrackElement.LOADED: the track's cues are there. */
const TRACK_LOADED = 2;

export interface Chapter {
  start: number;
  title: string;
}

/**
 * The chapters of a video's chapters track, read once the browser has loaded it (a chapters
 * track loads only when it is not disabled: it is set hidden, loaded but never drawn).
 */
export function useChapters(
  video: RefObject<HTMLVideoElement | null>,
  hasChapters: boolean,
): Chapter[] {
  const [chapters, setChapters] = useState<Chapter[]>([]);
  useEffect(() => {
    if (!hasChapters) return;
    const element = video.current?.querySelector<HTMLTrackElement>('track[kind="chapters"]');
    if (!element) return;
    element.track.mode = "hidden";
    const read = () => setChapters(chaptersOf(element.track.cues));
    const failed = () => console.warn(`video chapters ${element.src} did not load`);
    element.addEventListener("load", read);
    element.addEventListener("error", failed);
    if (element.readyState === TRACK_LOADED) queueMicrotask(read);
    return () => {
      element.removeEventListener("load", read);
      element.removeEventListener("error", failed);
    };
  }, [video, hasChapters]);
  return chapters;
}
