import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import {
  atBreakpoint,
  breakpointOfWidth,
  postersOf,
  primaryMedia,
  responsiveSources,
  youTubeEmbedUrl,
  youTubeIdOf,
  youTubeWatchUrl,
  type VideoMedia,
} from "./video-source";

/**
 * A YouTube video (001 §9 "YouTube URLs are played by a YouTube player"): until the shopper
 * asks for it, only the media's poster (or none) and a play control, so nothing of YouTube
 * loads and nothing plays by itself. The click puts the privacy-enhanced player
 * (youtube-nocookie.com) in the same box, playing, and moves the focus into it. Without
 * JavaScript the control is a link to the video on YouTube.
 */
export function YouTubePlayer(props: { media: VideoMedia; name: string }): ReactNode {
  const t = useT();
  const [playingId, setPlayingId] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const primaryId = youTubeIdOf(primaryMedia(props.media)?.url);

  useEffect(() => {
    if (playingId) frame.current?.focus();
  }, [playingId]);

  if (!primaryId) return null;
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // The breakpoint's own video when it has one (media per breakpoint, 001 §3).
    const media = atBreakpoint(props.media, breakpointOfWidth(window.innerWidth));
    setPlayingId(youTubeIdOf(media?.url) ?? primaryId);
  };
  const posters = responsiveSources(postersOf(props.media));
  const fallbackPoster = posters[posters.length - 1];
  return (
    <div className="content-video__frame content-video__frame--youtube">
      {playingId ? (
        <iframe
          ref={frame}
          className="content-video__embed"
          src={youTubeEmbedUrl(playingId)}
          title={props.name}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {fallbackPoster ? (
            <picture className="content-video__poster">
              {posters.slice(0, -1).map((source) => (
                <source key={source.src} srcSet={source.src} media={source.media} />
              ))}
              <img src={fallbackPoster.src} alt="" loading="lazy" decoding="async" />
            </picture>
          ) : null}
          <a
            className="content-video__play"
            href={youTubeWatchUrl(primaryId)}
            onClick={play}
            aria-label={t("blocks.playVideo", { name: props.name })}
          >
            <span className="content-video__icon content-video__icon--play" aria-hidden="true" />
          </a>
        </>
      )}
    </div>
  );
}
