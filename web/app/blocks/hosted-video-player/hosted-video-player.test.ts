import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { ContentScope } from "../block-context";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { blockMarkup } from "../providers/block-markup.fixture";
import type { ProviderConfig } from "../providers/provider-config";
import { cloudinaryVideo } from "../providers/hosted-video-provider";
import { HostedFrame } from "./HostedFrame";
import { HostedVideoPlayer } from "./HostedVideoPlayer";
import { hostedVideoFixture } from "./hosted-video-player.fixture";

const PROVIDERS: ProviderConfig = {
  hostedVideo: {
    origin: "https://player.example.com",
    consentCategory: "C0003",
    scriptPath: "/player.js",
    globalName: "cloudinary",
  },
};

function render(
  block = hostedVideoFixture(),
  scope: Partial<ContentScope> & { providers?: ProviderConfig } = {},
) {
  return blockMarkup(createElement(HostedVideoPlayer, { block }), EN_BLOCKS, { scope });
}

describe("HostedVideoPlayer", () => {
  it("plays the store's own copy in the plain player while the flag is off", () => {
    const html = render();
    expect(html).toContain('<source src="/videos/trail-intro.mp4"/>');
    expect(html).toContain('style="aspect-ratio:1920 / 800"');
    expect(html).not.toContain("player.example.com");
    expect(html).toContain('<a href="/videos/trail-de.txt">Transcript (Deutsch)</a>');
    expect(html).toContain("<summary>Chapters</summary>");
  });

  it("stays on the store's copy with the flag on while the provider has no consent (issue 29)", () => {
    const html = render(hostedVideoFixture(), {
      flags: { enableCloudinaryVideoPlayer: true },
      providers: PROVIDERS,
    });
    expect(html).not.toContain("content-video__frame--hosted");
    expect(html).toContain('<source src="/videos/trail-intro.mp4"/>');
  });

  it("makes the page language's captions the default track", () => {
    const html = render(hostedVideoFixture(), { language: "de" });
    expect(html).toMatch(/<track [^>]*src="\/videos\/trail-de.vtt"[^>]*default=""/);
    expect(html).not.toMatch(/<track [^>]*src="\/videos\/trail-en.vtt"[^>]*default=""/);
  });

  it("describes the video by its SEO title and description, visually hidden", () => {
    const html = render();
    const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(
      `<div id="${id}" class="visually-hidden"><p>Building the Ridge trail</p><p>Volunteers rebuild a mountain trail over one summer.</p></div>`,
    );
    expect(html).toContain('aria-label="Building the Ridge trail"');
  });

  it("renders nothing without the store's copy when the hosted player is off", () => {
    expect(render(hostedVideoFixture({ fallbackUrl: undefined }))).toBe("");
  });
});

describe("HostedFrame", () => {
  it("holds the provider's player in the video's box, the store's copy playing until it comes", () => {
    if (!PROVIDERS.hostedVideo) throw new Error("expected the provider's configuration");
    const provider = cloudinaryVideo(PROVIDERS.hostedVideo);
    if (provider.kind !== "external") throw new Error("expected the real provider");
    const html = blockMarkup(
      createElement(HostedFrame, {
        provider,
        cloudName: "ridgeline",
        publicId: "trail/intro",
        language: "en",
        tracks: [],
        fallbackUrl: "/videos/trail-intro.mp4",
        name: "Trail",
        ratio: "16 / 9",
        describedBy: undefined,
      }),
      EN_BLOCKS,
    );
    expect(html).toContain(
      '<div class="content-video__frame content-video__frame--hosted" style="aspect-ratio:16 / 9">',
    );
    expect(html).toContain('<source src="/videos/trail-intro.mp4"/>');
    expect(html).not.toContain("<script");
  });
});
