import { useEffect, useRef, type ReactNode } from "react";
import type { ContentLanguage } from "@ridgeline/contract";
import type { HostedTrack, HostedVideoProvider } from "../providers/hosted-video-provider";
import { prefersReducedMotion } from "../video-player/use-media-query";

/**
 * The hosted player's place (001 §9): a `<video>` of the page's aspect ratio, playing the
 * store's own copy until the provider's library (loaded from its configured origin only)
 * makes its player of it; if the library fails, the plain video stays (logged only, 001 §8).
 * Leaving the page disposes of the player.
 */
export function HostedFrame(props: {
  provider: Extract<HostedVideoProvider, { kind: "external" }>;
  cloudName: string;
  publicId: string;
  language: ContentLanguage;
  tracks: readonly HostedTrack[];
  fallbackUrl: string | undefined;
  name: string;
  ratio: string;
  describedBy: string | undefined;
}): ReactNode {
  const video = useRef<HTMLVideoElement>(null);
  const { provider, cloudName, publicId, language, tracks } = props;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let live = true;
    let dispose: (() => void) | null = null;
    provider
      .mount(element, {
        cloudName,
        publicId,
        language,
        tracks,
        reducedMotion: prefersReducedMotion(),
      })
      .then(
        (disposePlayer) => {
          if (live) dispose = disposePlayer;
          else disposePlayer();
        },
        (error: unknown) => console.warn(`hosted video ${publicId} did not load`, error),
      );
    return () => {
      live = false;
      dispose?.();
    };
  }, [provider, cloudName, publicId, language, tracks]);

  return (
    <div
      className="content-video__frame content-video__frame--hosted"
      style={{ aspectRatio: props.ratio }}
    >
      <video
        ref={video}
        className="content-video__video"
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={props.name}
        aria-describedby={props.describedBy}
      >
        {props.fallbackUrl ? <source src={props.fallbackUrl} /> : null}
      </video>
    </div>
  );
}
