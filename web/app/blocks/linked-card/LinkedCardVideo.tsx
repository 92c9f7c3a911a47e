import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";
import { MOTION_OK_QUERY, playVideo, playsOnMount, prefersReducedMotion } from "./card-video";

type Media = NonNullable<ResolvedBlocks["linkedCard"]["media"]>;

function PauseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * A card's background video (001 §2, §4): looping and muted, with its poster. It starts by
 * itself without any script (`autoplay`) unless the shopper asked for reduced motion (its only
 * source carries `media="(prefers-reduced-motion: no-preference)"`), plays on mount, and has a
 * pause button (WCAG 2.2.2). A collection that pauses pauses it from outside; the button follows
 * the video's own play and pause events. Until the code knows, the button's words follow the
 * motion preference in CSS.
 */
export function LinkedCardVideo(props: {
  media: Media;
  name: string;
  eager: boolean;
  className: string;
}): ReactNode {
  const { media } = props;
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState<boolean | null>(null);
  const pausedByShopper = useRef(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const sync = () => setPlaying(!element.paused);
    element.addEventListener("play", sync);
    element.addEventListener("pause", sync);
    const start = playsOnMount({
      reducedMotion: prefersReducedMotion(),
      pausedByShopper: pausedByShopper.current,
      paused: element.paused,
    });
    if (start) void playVideo(element, media.url).then((plays) => setPlaying(plays));
    else sync();
    return () => {
      element.removeEventListener("play", sync);
      element.removeEventListener("pause", sync);
    };
  }, [media.url]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      pausedByShopper.current = false;
      void playVideo(element, media.url).then((plays) => setPlaying(plays));
    } else {
      pausedByShopper.current = true;
      element.pause();
      setPlaying(false);
    }
  };

  const pauseLabel = t("blocks.pauseVideo", { name: props.name });
  const playLabel = t("blocks.playVideo", { name: props.name });
  const label = (kind: "pause" | "play") => (
    <span className={`linked-card__pause-state linked-card__pause-state--${kind}`}>
      {kind === "pause" ? <PauseIcon /> : <PlayIcon />}
      <span className="visually-hidden">{kind === "pause" ? pauseLabel : playLabel}</span>
    </span>
  );

  return (
    <>
      <video
        ref={video}
        className={`${props.className} linked-card__video`}
        muted
        loop
        playsInline
        autoPlay
        preload={props.eager ? "auto" : "metadata"}
        poster={media.poster}
        width={media.width}
        height={media.height}
        style={
          media.width && media.height
            ? { aspectRatio: `${media.width} / ${media.height}` }
            : undefined
        }
        aria-label={media.alt || undefined}
        aria-hidden={media.alt ? undefined : true}
      >
        <source src={media.url} media={MOTION_OK_QUERY} />
      </video>
      <button
        type="button"
        className={`linked-card__pause${playing === null ? " linked-card__pause--unknown" : ""}`}
        onClick={toggle}
      >
        {playing === null ? (
          <>
            {label("pause")}
            {label("play")}
          </>
        ) : (
          label(playing ? "pause" : "play")
        )}
      </button>
    </>
  );
}
