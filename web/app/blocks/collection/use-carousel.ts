import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from "react";
import type { Breakpoint } from "@ridgeline/contract";
import { prefersReducedMotion } from "../linked-card/card-video";
import {
  initialShare,
  nearestSlide,
  rotates,
  seenShare,
  slideTargets,
  stepTo,
  type TrackPosition,
} from "./carousel-steps";
import { pauseVideos, resumeVideos } from "./collection-videos";
import type { CollectionSettings } from "./collection-settings";

const LG_QUERY = "(min-width: 1024px)";
const MD_QUERY = "(min-width: 768px)";
const REDUCED_QUERY = "(prefers-reduced-motion: reduce)";

/** Where the track scrolls to show each of its slides (its children). */
function measureTargets(element: HTMLElement, align: "start" | "center"): number[] {
  const slides = [...element.children].filter((c): c is HTMLElement => c instanceof HTMLElement);
  const boxes = slides.map((slide) => ({ left: slide.offsetLeft, width: slide.offsetWidth }));
  const max = element.scrollWidth - element.clientWidth;
  return slideTargets(boxes, element.clientWidth, max, align);
}

function currentBreakpoint(): Breakpoint {
  if (window.matchMedia(LG_QUERY).matches) return "lg";
  return window.matchMedia(MD_QUERY).matches ? "md" : "sm";
}

/** The breakpoint and the motion preference, once the browser tells (null on the server). */
function useMediaState(): { bp: Breakpoint | null; reducedMotion: boolean } {
  const [state, setState] = useState<{ bp: Breakpoint | null; reducedMotion: boolean }>({
    bp: null,
    reducedMotion: false,
  });
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const read = () => setState({ bp: currentBreakpoint(), reducedMotion: prefersReducedMotion() });
    read();
    const lists = [LG_QUERY, MD_QUERY, REDUCED_QUERY].map((query) => window.matchMedia(query));
    for (const list of lists) list.addEventListener("change", read);
    return () => {
      for (const list of lists) list.removeEventListener("change", read);
    };
  }, []);
  return state;
}

export interface Carousel {
  index: number;
  atStart: boolean;
  atEnd: boolean;
  /** Share of the track seen, for the progress bar. */
  share: number;
  loop: boolean;
  /** True when the collection rotates at this breakpoint (so it has a pause control). */
  autoplayHere: boolean;
  /** The shopper's pause, or the end of a rotation that does not loop. */
  stopped: boolean;
  rotating: boolean;
  goTo: (index: number) => void;
  step: (direction: 1 | -1) => void;
  togglePause: () => void;
  handlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * A collection's carousel behaviour over a scroll-snap track (its slides are the track's
 * children): the current slide from the scroll position, arrows and dots that scroll it,
 * rotation every `autorotateMs` where the breakpoint autoplays (not under reduced motion, paused
 * on hover and focus), a pause that also pauses the videos inside and a play that resumes them.
 */
export function useCarousel(
  track: RefObject<HTMLElement | null>,
  settings: CollectionSettings,
  count: number,
  align: "start" | "center",
): Carousel {
  const { bp, reducedMotion } = useMediaState();
  const active = settings[bp ?? "sm"];
  const autoplayHere = bp !== null && active.autoplay;
  const initial: TrackPosition = { index: 0, count, atStart: true, atEnd: count <= 1 };
  const [position, setPosition] = useState<TrackPosition>(initial);
  // The position as last measured, for a timer's or an arrow's step between renders.
  const latest = useRef(initial);
  const [share, setShare] = useState(() => initialShare(count));
  const [paused, setPaused] = useState(false);
  const [ended, setEnded] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    // Browsers fire scroll events at most once a frame: each is measured as it comes.
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      const scroll = element.scrollLeft;
      const next = {
        index: nearestSlide(measureTargets(element, align), scroll),
        count,
        atStart: scroll <= 1,
        atEnd: scroll >= max - 1,
      };
      latest.current = next;
      setPosition((previous) =>
        previous.index === next.index &&
        previous.count === next.count &&
        previous.atStart === next.atStart &&
        previous.atEnd === next.atEnd
          ? previous
          : next,
      );
      setShare(seenShare(scroll, element.clientWidth, element.scrollWidth));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      element.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [track, align, count, bp]);

  const goTo = (index: number) => {
    const element = track.current;
    const left = element ? measureTargets(element, align)[index] : undefined;
    if (element && left !== undefined)
      element.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" });
  };

  const step = (direction: 1 | -1) => {
    const next = stepTo(latest.current, direction, active.loop);
    if (next !== null) goTo(next);
  };

  const rotating = rotates({
    autoplayHere,
    reducedMotion,
    paused,
    hovered,
    focused,
    ended,
    count,
  });

  // A rotation's tick: the next slide, or the end of a collection that does not loop.
  const advance = useEffectEvent(() => {
    const next = stepTo(latest.current, 1, active.loop);
    if (next === null) setEnded(true);
    else goTo(next);
    setTick((value) => value + 1);
  });
  // Armed again whenever the slide changes (a shopper's swipe too): each slide gets its time.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(advance, active.autorotateMs);
    return () => clearTimeout(timer);
  }, [rotating, position.index, tick, active.autorotateMs]);

  // The collection's pause pauses the videos inside it; its play resumes those it paused.
  const pausedVideos = useRef<HTMLVideoElement[]>([]);
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const element = track.current;
    if (!element) return;
    if (paused) pausedVideos.current = pauseVideos(element.querySelectorAll("video"));
    else {
      resumeVideos(pausedVideos.current);
      pausedVideos.current = [];
    }
  }, [paused, track]);

  const togglePause = () => {
    if (ended) {
      setEnded(false);
      setPaused(false);
      goTo(0);
      return;
    }
    setPaused((value) => !value);
  };

  return {
    ...position,
    share,
    loop: active.loop,
    autoplayHere,
    stopped: paused || ended,
    rotating,
    goTo,
    step,
    togglePause,
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!(
          event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
        ))
          setFocused(false);
      },
    },
  };
}
