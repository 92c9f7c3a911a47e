import { RESOLVED_SHAPES, type ResolvedBlocks } from "@ridgeline/contract";

/** A resolved collection of two linked cards and a picture, with some fields replaced. */
export function collectionFixture(
  fields: Record<string, unknown> = {},
): ResolvedBlocks["collection"] {
  const card = (id: string, title: string) => ({
    type: "linkedCard",
    id,
    title,
    media: { kind: "image", url: `/media/${id}.jpg`, alt: title, width: 800, height: 1000 },
    targets: [{ text: "Shop", url: `/en-us/c/${id}-1234` }],
  });
  return RESOLVED_SHAPES.collection.parse({
    type: "collection",
    id: "trail-picks",
    title: "Trail picks",
    settings: {
      sm: {
        type: "carousel",
        slideWidth: 85,
        showArrows: true,
        showIndicators: true,
        showProgress: true,
        autoplay: true,
        autorotateTime: 6,
        loop: true,
      },
      md: { type: "grid", columns: 3 },
    },
    items: [
      card("fleece", "Fleece"),
      card("shells", "Shells"),
      {
        type: "picture",
        id: "boots",
        url: "/media/boots.jpg",
        alt: "Boots",
        width: 800,
        height: 1000,
      },
    ],
    ...fields,
  });
}
