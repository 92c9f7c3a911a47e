import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Breakpoint, ContentLanguage } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";
import { VideoExtras } from "./VideoExtras";
import { useChapters } from "./use-chapters";
import { prefersReducedMotion, useMediaQuery } from "./use-media-query";
import {
  atBreakpoint,
  BREAKPOINT_QUERY,
  trackElementsOf,
  type VideoSettings,
  type VideoTrack,
} from "./video-source";

/** What part of a video must be in view for it to play by itself. */
const IN_VIEW = 0.25;

function warn(what: string, name: string) {
  return (error: unknown) => console.warn(`video "${name}": ${what} failed`, error);
}

/**
 * The plain `<video>` player (001 §9): sources and posters per breakpoint, `playsInline`,
 * `preload="metadata"`, the settings' loop, muted and controls, the tracks (the caption track in
 * the page's language by default). Autoplay is started by its code, never by the markup: only
 * when the shopper did not ask for reduced motion, while it is in view, and not after they
 * paused it themselves. Without native controls it has its own play/pause button (WCAG 2.2.2).
 * Autoplay and play failures are logged only (001 §8).
 */
export function PlainVideo(props: {
  sources: { src: string; media: string | undefined }[];
  posters: Partial<Record<Breakpoint, string>>;
  tracks: readonly VideoTrack[] | undefined;
  language: ContentLanguage;
  settings: VideoSettings;
  /** The video's name, for its controls' labels. */
  name: string;
  /** The box's aspect ratio (`16 / 9`): the page keeps its place before the video loads. */
  ratio: string;
  describedBy?: string | undefined;
}): ReactNode {
  const { settings, name } = props;
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const userPaused = useRef(false);
  const autoPausing = useRef(false);
  const [playing, setPlaying] = useState(false);
  const lg = useMediaQuery(BREAKPOINT_QUERY.lg, false);
  const md = useMediaQuery(BREAKPOINT_QUERY.md, false);
  const poster = atBreakpoint(props.posters, lg ? "lg" : md ? "md" : "sm");
  const tracks = trackElementsOf(props.tracks, props.language);
  const chapters = useChapters(
    video,
    tracks.some((track) => track.kind === "chapters"),
  );

  useEffect(() => {
    const element = video.current;
    if (!element || !settings.autoplay || prefersReducedMotion()) return;
    element.muted = settings.muted;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && element.paused && !userPaused.current) {
          element.play().catch(warn("autoplay", name));
        } else if (!visible && !element.paused) {
          autoPausing.current = true;
          element.pause();
        }
      },
      { threshold: IN_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [settings.autoplay, settings.muted, name]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      userPaused.current = false;
      element.play().catch(warn("play", name));
    } else {
      element.pause();
    }
  };

  return (
    <>
      <div
        className={`content-video__frame${settings.controls ? "" : " content-video__frame--bare"}`}
        style={{ aspectRatio: props.ratio }}
      >
        <video
          ref={video}
          className="content-video__video"
          poster={poster}
          loop={settings.loop}
          muted={settings.muted}
          controls={settings.controls}
          playsInline
          preload="metadata"
          aria-label={name}
          aria-describedby={props.describedBy}
          onPlay={() => setPlaying(true)}
          onPause={() => {
            setPlaying(false);
            // A pause the shopper made (not ours, out of view) stops playing by itself.
            if (!autoPausing.current) userPaused.current = true;
            autoPausing.current = false;
          }}
        >
          {props.sources.map((source) => (
            <source key={source.src} src={source.src} media={source.media} />
          ))}
          {tracks.map((track) => (
            <track
              key={`${track.kind}-${track.srcLang}-${track.src}`}
              src={track.src}
              kind={track.kind}
              srcLang={track.srcLang}
              label={track.label}
              default={track.default}
            />
          ))}
        </video>
        {settings.controls ? null : (
          <button
            type="button"
            className={`content-video__toggle${playing ? " content-video__toggle--playing" : ""}`}
            aria-label={t(playing ? "blocks.pauseVideo" : "blocks.playVideo", { name })}
            onClick={toggle}
          >
            <span
              className={`content-video__icon content-video__icon--${playing ? "pause" : "play"}`}
              aria-hidden="true"
            />
          </button>
        )}
      </div>
      <VideoExtras
        tracks={props.tracks}
        chapters={chapters}
        onSeek={(start) => {
          const element = video.current;
          if (!element) return;
          element.currentTime = start;
          userPaused.current = false;
          element.play().catch(warn("play", name));
        }}
      />
    </>
  );
}
