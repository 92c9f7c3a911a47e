import type { ResolvedBlocks } from "@ridgeline/contract";

type HostedBlock = ResolvedBlocks["hostedVideoPlayer"];

/** A resolved hosted video with the store's own copy, its size, SEO texts and tracks. */
export function hostedVideoFixture(overrides: Record<string, unknown> = {}): HostedBlock {
  return {
    type: "hostedVideoPlayer",
    id: "hosted-trail",
    cloudinaryAsset: { cloudName: "ridgeline", publicId: "trail/intro" },
    fallbackUrl: "/videos/trail-intro.mp4",
    width: 1920,
    height: 800,
    seoTitle: "Building the Ridge trail",
    seoDescription: "Volunteers rebuild a mountain trail over one summer.",
    tracks: [
      { src: "/videos/trail-en.vtt", label: "English", srclang: "en", kind: "captions" },
      { src: "/videos/trail-de.vtt", label: "Deutsch", srclang: "de", kind: "captions" },
      { src: "/videos/trail-chapters.vtt", label: "Chapters", srclang: "en", kind: "chapters" },
      { src: "/videos/trail-de.txt", label: "Deutsch", srclang: "de", kind: "transcripts" },
    ],
    ...overrides,
  } as unknown as HostedBlock;
}
