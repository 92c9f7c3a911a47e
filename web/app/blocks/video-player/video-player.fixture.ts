import type { ResolvedBlocks } from "@ridgeline/contract";

type VideoBlock = ResolvedBlocks["videoPlayer"];

/** A resolved video block with a file per breakpoint, posters, tracks and paddings. */
export function fileVideoFixture(overrides: Record<string, unknown> = {}): VideoBlock {
  return {
    type: "videoPlayer",
    id: "trail-video",
    title: "On the ridge",
    backgroundColor: "stone",
    paddings: { sm: "sm", lg: "xl" },
    media: {
      sm: { url: "/videos/ridge-sm.mp4", poster: "/videos/ridge-sm.jpg" },
      lg: { url: "/videos/ridge-lg.mp4", poster: "/videos/ridge-lg.jpg" },
    },
    tracks: [
      { src: "/videos/ridge-en.vtt", label: "English", srclang: "en", kind: "captions" },
      { src: "/videos/ridge-fr.vtt", label: "Français", srclang: "fr", kind: "captions" },
      { src: "/videos/ridge-chapters.vtt", label: "Chapters", srclang: "en", kind: "chapters" },
      { src: "/videos/ridge-en.txt", label: "English", srclang: "en", kind: "transcripts" },
    ],
    ...overrides,
  } as unknown as VideoBlock;
}

/** A resolved video block playing a YouTube video, with a poster per breakpoint. */
export function youTubeVideoFixture(overrides: Record<string, unknown> = {}): VideoBlock {
  return {
    type: "videoPlayer",
    id: "youtube-video",
    media: {
      sm: { url: "https://youtu.be/dQw4w9WgXcQ", poster: "/videos/yt-sm.jpg" },
      lg: { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", poster: "/videos/yt-lg.jpg" },
    },
    ...overrides,
  } as unknown as VideoBlock;
}
