import { describe, expect, it } from "vitest";
import {
  atBreakpoint,
  breakpointOfWidth,
  chaptersOf,
  formatTime,
  playerSettingsOf,
  postersOf,
  primaryMedia,
  responsiveSources,
  trackElementsOf,
  transcriptsOf,
  youTubeEmbedUrl,
  youTubeIdOf,
  type VideoTrack,
} from "./video-source";

describe("youTubeIdOf", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("plays %s in the YouTube player", (url, id) => {
    expect(youTubeIdOf(url)).toBe(id);
  });

  it.each([
    "/videos/trail.mp4",
    "https://cdn.example.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/channel/dQw4w9WgXcQ",
  ])("plays %s in the plain player", (url) => {
    expect(youTubeIdOf(url)).toBeNull();
  });

  it("embeds the privacy-enhanced player, playing", () => {
    expect(youTubeEmbedUrl("dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
  });
});

describe("media per breakpoint", () => {
  const media = { sm: { url: "/v/sm.mp4", poster: "/v/sm.jpg" }, lg: { url: "/v/lg.mp4" } };

  it("chooses a breakpoint's own media, else the nearest smaller, else the smallest", () => {
    expect(atBreakpoint(media, "lg")?.url).toBe("/v/lg.mp4");
    expect(atBreakpoint(media, "md")?.url).toBe("/v/sm.mp4");
    expect(atBreakpoint({ lg: media.lg }, "sm")?.url).toBe("/v/lg.mp4");
    expect(primaryMedia(media)?.url).toBe("/v/sm.mp4");
    expect(primaryMedia({})).toBeNull();
  });

  it("lists sources largest first, the last one without a media query", () => {
    expect(responsiveSources({ sm: "/v/sm.mp4", md: "/v/md.mp4", lg: "/v/lg.mp4" })).toEqual([
      { src: "/v/lg.mp4", media: "(min-width: 1024px)" },
      { src: "/v/md.mp4", media: "(min-width: 768px)" },
      { src: "/v/sm.mp4", media: undefined },
    ]);
    expect(responsiveSources({ lg: "/v/lg.mp4" })).toEqual([
      { src: "/v/lg.mp4", media: undefined },
    ]);
    expect(postersOf(media)).toEqual({ sm: "/v/sm.jpg" });
  });

  it("reads the breakpoint of a width as the tokens do", () => {
    expect([767, 768, 1023, 1024].map(breakpointOfWidth)).toEqual(["sm", "md", "md", "lg"]);
  });
});

describe("playerSettingsOf", () => {
  it("defaults to autoplay, loop, muted and controls shown (001 §9)", () => {
    expect(playerSettingsOf(undefined)).toEqual({
      autoplay: true,
      loop: true,
      muted: true,
      controls: true,
    });
    expect(
      playerSettingsOf({ autoplay: false, hideControls: true, loop: false, muted: false }),
    ).toEqual({ autoplay: false, loop: false, muted: false, controls: false });
  });
});

describe("tracks", () => {
  const tracks: VideoTrack[] = [
    { src: "/v/en.vtt", label: "English", srclang: "en", kind: "captions" },
    { src: "/v/fr-sub.vtt", label: "Français", srclang: "fr", kind: "subtitles" },
    { src: "/v/fr.vtt", label: "Français (CC)", srclang: "fr", kind: "captions" },
    { src: "/v/chapters.vtt", label: "Chapters", srclang: "en", kind: "chapters" },
    { src: "/v/transcript.txt", label: "English", srclang: "en", kind: "transcripts" },
  ];

  it("marks the caption track of the page's language default, only that one", () => {
    const fr = trackElementsOf(tracks, "fr");
    expect(fr.filter((track) => track.default).map((track) => track.src)).toEqual(["/v/fr.vtt"]);
    expect(trackElementsOf(tracks, "de").some((track) => track.default)).toBe(false);
    expect(trackElementsOf(tracks.slice(1, 2), "fr")[0]?.default).toBe(true);
  });

  it("plays captions, subtitles and chapters, and lists transcripts as links", () => {
    expect(trackElementsOf(tracks, "en").map((track) => track.kind)).toEqual([
      "captions",
      "subtitles",
      "captions",
      "chapters",
    ]);
    expect(transcriptsOf(tracks).map((track) => track.src)).toEqual(["/v/transcript.txt"]);
  });

  it("reads chapters from the track's cues, without markup", () => {
    expect(
      chaptersOf([
        { startTime: 0, text: "Intro" },
        { startTime: 75.4, text: "<b>On the trail</b>" },
        { startTime: 80, text: " " },
      ]),
    ).toEqual([
      { start: 0, title: "Intro" },
      { start: 75.4, title: "On the trail" },
    ]);
    expect(chaptersOf(null)).toEqual([]);
  });

  it("writes a chapter's start as m:ss or h:mm:ss", () => {
    expect([0, 75.4, 600, 3725].map(formatTime)).toEqual(["0:00", "1:15", "10:00", "1:02:05"]);
  });
});
