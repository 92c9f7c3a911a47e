import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { blockMarkup } from "../providers/block-markup.fixture";
import { VideoPlayer } from "./VideoPlayer";
import { fileVideoFixture, youTubeVideoFixture } from "./video-player.fixture";

const render = (
  block: Parameters<typeof VideoPlayer>[0]["block"],
  language: "en" | "fr" | "de" = "en",
) => blockMarkup(createElement(VideoPlayer, { block }), EN_BLOCKS, { scope: { language } });

describe("VideoPlayer, a file", () => {
  it("renders the plain player with 001 §9's defaults and no autoplay in its markup", () => {
    const html = render(fileVideoFixture());
    const video = /<video [^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of [
      'muted=""',
      'loop=""',
      'controls=""',
      'playsInline=""',
      'preload="metadata"',
    ])
      expect(video).toContain(attribute);
    expect(html).not.toMatch(/autoplay/i);
    expect(html).toContain('poster="/videos/ridge-sm.jpg"');
    expect(html).toContain('<source src="/videos/ridge-lg.mp4" media="(min-width: 1024px)"/>');
    expect(html).toContain('<source src="/videos/ridge-sm.mp4"/>');
    expect(html).toContain('<h2 class="content-video__title">On the ridge</h2>');
  });

  it("marks the caption track of the page's language default", () => {
    const fr = render(fileVideoFixture(), "fr");
    const defaults = (html: string) =>
      [...html.matchAll(/<track [^>]*>/g)]
        .map((match) => match[0])
        .filter((track) => track.includes('default=""'));
    expect(defaults(fr)).toEqual([expect.stringContaining('src="/videos/ridge-fr.vtt"')]);
    expect(defaults(render(fileVideoFixture()))).toEqual([
      expect.stringContaining('src="/videos/ridge-en.vtt"'),
    ]);
    expect(defaults(render(fileVideoFixture(), "de"))).toEqual([]);
  });

  it("lists chapters (closed until read) and links the transcripts", () => {
    const html = render(fileVideoFixture());
    expect(html).toContain('<details class="content-video__chapters"><summary>Chapters</summary>');
    expect(html).toContain('<a href="/videos/ridge-en.txt">Transcript (English)</a>');
    expect(html).toContain('kind="chapters"');
  });

  it("has its own play button, named, when the controls are hidden", () => {
    const html = render(
      fileVideoFixture({
        playerSettings: { autoplay: true, hideControls: true, loop: false, muted: true },
      }),
    );
    expect(html).not.toContain('controls=""');
    expect(html).not.toContain('loop=""');
    expect(html).toContain(
      '<button type="button" class="content-video__toggle" aria-label="Play video: On the ridge">',
    );
  });

  it("keeps its box, paddings per breakpoint, background colour and width", () => {
    const html = render(fileVideoFixture({ isFullWidth: true }));
    expect(html).toContain(
      'class="content-video content-video--full content-video--pad-sm-sm content-video--pad-lg-xl"',
    );
    expect(html).toContain('style="background-color:var(--color-grey-100)"');
    expect(html).toContain('style="aspect-ratio:16 / 9"');
  });

  it("renders nothing without media", () => {
    expect(render(fileVideoFixture({ media: {} }))).toBe("");
  });
});

describe("VideoPlayer, a YouTube address", () => {
  it("shows the poster and a play link, never the player before a click", () => {
    const html = render(youTubeVideoFixture());
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube-nocookie");
    expect(html).toContain('<source srcSet="/videos/yt-lg.jpg" media="(min-width: 1024px)"/>');
    expect(html).toContain('<img src="/videos/yt-sm.jpg" alt=""');
    expect(html).not.toContain("<video");
    expect(html).toContain(
      'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" aria-label="Play video: Video"',
    );
  });

  it("names the play control by the block's title, and shows no poster without one", () => {
    const html = render(
      youTubeVideoFixture({
        title: "Trail build",
        media: { md: { url: "https://www.youtube.com/embed/dQw4w9WgXcQ" } },
      }),
    );
    expect(html).toContain('aria-label="Play video: Trail build"');
    expect(html).not.toContain("<picture");
  });
});
