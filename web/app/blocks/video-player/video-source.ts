import type { Breakpoint, ContentLanguage, ResolvedBlocks } from "@ridgeline/contract";

/** One breakpoint's video and poster (001 §3 "media (sm, md, lg, each with url)"). */
export interface VideoMediaItem {
  url: string;
  poster?: string | undefined;
}
export type VideoMedia = Partial<Record<Breakpoint, VideoMediaItem>>;
export type VideoTrack = NonNullable<ResolvedBlocks["videoPlayer"]["tracks"]>[number];
type PlayerSettings = ResolvedBlocks["videoPlayer"]["playerSettings"];

/**
 * A video block's media per breakpoint. The contract's inferred type of `videoPlayer.media` is
 * `undefined`: the block's own `media` (per breakpoint) is intersected with the common `media`
 * (one picture) by the schema builder's spread, though at run time the block's own wins.
 */
export function videoMediaOf(block: ResolvedBlocks["videoPlayer"]): VideoMedia {
  return (block as { media?: VideoMedia }).media ?? {};
}

/** The box of a video whose size the document does not give: the usual 16:9. */
export const VIDEO_RATIO = "16 / 9";

/** Breakpoints from the largest down: a larger screen's media is chosen first when present. */
const LARGEST_FIRST = ["lg", "md", "sm"] as const satisfies readonly Breakpoint[];
const SMALLEST_FIRST = ["sm", "md", "lg"] as const satisfies readonly Breakpoint[];

/** The media query from which a breakpoint's media applies (tokens.css); sm is the rest. */
export const BREAKPOINT_QUERY = {
  lg: "(min-width: 1024px)",
  md: "(min-width: 768px)",
} as const;

/** The id of a YouTube video (watch?v=, youtu.be/, embed/), or null for any other URL. */
export function youTubeIdOf(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase().replace(/^(?:www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = parsed.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parsed.pathname === "/watch") id = parsed.searchParams.get("v");
    else id = /^\/embed\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null;
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** The privacy-enhanced player of a YouTube video, playing at once (it follows a click). */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}

/** The video on YouTube itself: where the play link leads without JavaScript. */
export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The first media given, smallest breakpoint first: what decides the player's kind. */
export function primaryMedia(media: VideoMedia): VideoMediaItem | null {
  for (const bp of SMALLEST_FIRST) {
    const item = media[bp];
    if (item) return item;
  }
  return null;
}

/** A breakpoint's value: its own, else the nearest smaller one's, else the smallest given. */
export function atBreakpoint<T>(
  values: Partial<Record<Breakpoint, T | undefined>>,
  bp: Breakpoint,
): T | undefined {
  const from = SMALLEST_FIRST.indexOf(bp);
  for (let index = from; index >= 0; index -= 1) {
    const value = values[SMALLEST_FIRST[index] ?? "sm"];
    if (value !== undefined) return value;
  }
  for (const other of SMALLEST_FIRST) if (values[other] !== undefined) return values[other];
  return undefined;
}

/** Each breakpoint's poster (001 §3 media per breakpoint, each with a poster). */
export function postersOf(media: VideoMedia): Partial<Record<Breakpoint, string>> {
  const posters: Partial<Record<Breakpoint, string>> = {};
  for (const bp of SMALLEST_FIRST) {
    const poster = media[bp]?.poster;
    if (poster) posters[bp] = poster;
  }
  return posters;
}

/** The breakpoint of a viewport width (sm < 768 ≤ md < 1024 ≤ lg). */
export function breakpointOfWidth(width: number): Breakpoint {
  return width >= 1024 ? "lg" : width >= 768 ? "md" : "sm";
}

/** A `<source>` (or `<picture>` source) per breakpoint, largest first, the last without query. */
export function responsiveSources(
  urls: Partial<Record<Breakpoint, string | undefined>>,
): { src: string; media: string | undefined }[] {
  const present = LARGEST_FIRST.filter((bp) => urls[bp]);
  return present.map((bp, index) => ({
    src: urls[bp] ?? "",
    media: index === present.length - 1 || bp === "sm" ? undefined : BREAKPOINT_QUERY[bp],
  }));
}

/** The player's settings with 001 §9's defaults: autoplay, loop, muted, controls shown. */
export function playerSettingsOf(settings: PlayerSettings): {
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
  controls: boolean;
} {
  return {
    autoplay: settings?.autoplay ?? true,
    loop: settings?.loop ?? true,
    muted: settings?.muted ?? true,
    controls: !(settings?.hideControls ?? false),
  };
}

export type VideoSettings = ReturnType<typeof playerSettingsOf>;

/** A track the `<video>` element carries (transcripts are not track kinds: they are links). */
export interface TrackElement {
  src: string;
  kind: "captions" | "subtitles" | "chapters";
  srcLang: ContentLanguage;
  label: string;
  default: boolean;
}

/**
 * The `<track>` elements of a video: captions, subtitles and chapters, the caption (else
 * subtitle) track in the page's language marked `default` (001 §9), at most one.
 */
export function trackElementsOf(
  tracks: readonly VideoTrack[] | undefined,
  language: ContentLanguage,
): TrackElement[] {
  const playable = (tracks ?? []).filter(
    (track): track is VideoTrack & { kind: TrackElement["kind"] } => track.kind !== "transcripts",
  );
  const preferred =
    playable.find((track) => track.kind === "captions" && track.srclang === language) ??
    playable.find((track) => track.kind === "subtitles" && track.srclang === language);
  return playable.map((track) => ({
    src: track.src,
    kind: track.kind,
    srcLang: track.srclang,
    label: track.label,
    default: track === preferred,
  }));
}

/** The transcripts of a video, listed as links beside it. */
export function transcriptsOf(tracks: readonly VideoTrack[] | undefined): VideoTrack[] {
  return (tracks ?? []).filter((track) => track.kind === "transcripts");
}

/** The chapters of a loaded chapters track: each cue's start and title. */
export function chaptersOf(
  cues: ArrayLike<{ startTime: number; text?: string }> | null | undefined,
): { start: number; title: string }[] {
  return Array.from(cues ?? [], (cue) => ({
    start: cue.startTime,
    title: (cue.text ?? "").replace(/<[^>]*>/g, "").trim(),
  })).filter((chapter) => chapter.title !== "");
}

/** A chapter's start as the player shows it: `m:ss`, or `h:mm:ss` from an hour. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
