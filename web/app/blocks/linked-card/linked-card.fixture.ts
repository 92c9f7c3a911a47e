import { RESOLVED_SHAPES, type ResolvedBlocks } from "@ridgeline/contract";

type LinkedCard = ResolvedBlocks["linkedCard"];

/** A resolved linked card as a page reads it, with some fields replaced. */
export function linkedCardFixture(fields: Record<string, unknown> = {}): LinkedCard {
  return RESOLVED_SHAPES.linkedCard.parse({
    type: "linkedCard",
    id: "autumn-hero",
    title: "Autumn layers",
    subtitle: "Warm, light, ready for the trail",
    eyebrowText: "New season",
    eyebrowTextColor: "signal",
    richText: '<p>Fleece and shells built to <a href="/en-us/c/shells-1234">move</a>.</p>',
    richTextColor: "slate",
    media: {
      kind: "image",
      url: "/media/autumn.jpg",
      alt: "A hiker on a ridge",
      width: 1600,
      height: 900,
    },
    mediaTarget: "/en-us/c/autumn-5678",
    badge: { url: "/media/badge-new.svg", alt: "New" },
    overlayWidth: "sm",
    responsiveLayout: {
      sm: { layout: "stacked", alignment: "center" },
      md: { layout: "overlay-top", alignment: "left" },
    },
    gradient: {
      gradientStyle: "focused",
      gradientTone: "black",
      gradientBreakpoints: { lg: false },
    },
    backgroundColor: { sm: "stone", md: "#1f3d2b" },
    targets: [
      { text: "Shop women", url: "/en-us/c/women-1001" },
      { text: "Shop men", url: "/en-us/c/men-1002", style: { sm: "text-link" } },
    ],
    promotionTracking: { promotionId: "autumn-26", creativeName: "hero" },
    ...fields,
  });
}
