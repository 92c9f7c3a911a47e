import type { ContentLanguage } from "@ridgeline/contract";
import { allowedScriptUrl, injectScript, providerGlobal, ProviderRefused } from "./load-script";
import {
  consentAllows,
  type ConsentCategory,
  type HostedVideoProviderConfig,
} from "./provider-config";
import { checkedScriptUrl, httpsOrigin } from "./script-url";

/** A hosted video's track, as its document holds it (001 §3). */
export interface HostedTrack {
  src: string;
  label: string;
  srclang: ContentLanguage;
  kind: "captions" | "subtitles" | "transcripts" | "chapters";
}

/** What the hosted player plays. */
export interface HostedVideoRequest {
  cloudName: string;
  publicId: string;
  language: ContentLanguage;
  tracks: readonly HostedTrack[];
  /** Reduced motion asked: the player never starts by itself. */
  reducedMotion: boolean;
}

/**
 * The hosted video service (001 §9). The built-in one (`store`) plays the store's own copy of
 * the video in the plain player; the real provider (`external`) turns the block's `<video>`
 * into its player and answers how to dispose of it.
 */
export type HostedVideoProvider =
  | { kind: "store" }
  | {
      kind: "external";
      mount(video: HTMLVideoElement, request: HostedVideoRequest): Promise<() => void>;
    };

export const STORE_VIDEO: HostedVideoProvider = { kind: "store" };

/** The player the provider's library makes of a `<video>` (the part the adapter uses). */
interface HostedPlayer {
  source(publicId: string, options: Record<string, unknown>): unknown;
  dispose(): void;
}
interface HostedLibrary {
  videoPlayer(element: HTMLVideoElement, options: Record<string, unknown>): HostedPlayer;
}

/**
 * The library's text tracks: the caption track in the page's language as the default
 * captions, the other captions and subtitles as subtitles, the chapters track (001 §9
 * "chapters button"). Transcripts are listed by the block, not played.
 */
export function hostedTextTracks(
  tracks: readonly HostedTrack[],
  language: ContentLanguage,
): { textTracks: Record<string, unknown>; chapters: { url: string } | undefined } {
  const captions = tracks.find((track) => track.kind === "captions" && track.srclang === language);
  const subtitles = tracks
    .filter(
      (track) => (track.kind === "captions" || track.kind === "subtitles") && track !== captions,
    )
    .map((track) => ({ label: track.label, language: track.srclang, url: track.src }));
  const chapters = tracks.find((track) => track.kind === "chapters");
  const textTracks: Record<string, unknown> = {};
  if (captions)
    textTracks["captions"] = {
      label: captions.label,
      language: captions.srclang,
      url: captions.src,
      default: true,
    };
  if (subtitles.length > 0) textTracks["subtitles"] = subtitles;
  return { textTracks, chapters: chapters ? { url: chapters.src } : undefined };
}

/** Adds the library's stylesheet once, from the same checked origin. */
function addStylesheet(config: HostedVideoProviderConfig): void {
  if (!config.stylePath) return;
  const href = checkedScriptUrl(config.stylePath, config.origin);
  if (!href || document.querySelector(`link[data-hosted-video="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.dataset["hostedVideo"] = href;
  document.head.append(link);
}

/**
 * The real hosted player (001 §9): its library loaded when first needed, only from the
 * configured origin, then the player made with autoplay on scroll (never with reduced
 * motion), fluid, without the provider's logo and with the chapters button.
 */
export function cloudinaryVideo(config: HostedVideoProviderConfig): HostedVideoProvider {
  return {
    kind: "external",
    async mount(video, request) {
      const url = allowedScriptUrl(config, config.scriptPath);
      addStylesheet(config);
      await injectScript(url, { shared: true });
      const library = providerGlobal<HostedLibrary>(config.globalName, "videoPlayer");
      if (!library) throw new ProviderRefused(`the library defined no ${config.globalName}`);
      const { textTracks, chapters } = hostedTextTracks(request.tracks, request.language);
      const player = library.videoPlayer(video, {
        cloud_name: request.cloudName,
        autoplayMode: request.reducedMotion ? "never" : "on-scroll",
        fluid: true,
        showLogo: false,
        chaptersButton: true,
        muted: true,
        controls: true,
      });
      player.source(request.publicId, { textTracks, ...(chapters ? { chapters } : {}) });
      return () => player.dispose();
    },
  };
}

/**
 * The hosted video service a block uses (001 §9): the real player only when the feature flag
 * is on, the video has a public id, the provider is configured and its consent category
 * granted; otherwise the store's own copy in the plain player.
 */
export function hostedVideoProviderFor(
  flagOn: boolean,
  publicId: string | undefined,
  config: HostedVideoProviderConfig | undefined,
  allows: (category: ConsentCategory) => boolean = consentAllows,
): HostedVideoProvider {
  if (!flagOn || !publicId || !config || !httpsOrigin(config.origin)) return STORE_VIDEO;
  if (!allows(config.consentCategory)) return STORE_VIDEO;
  return cloudinaryVideo(config);
}
