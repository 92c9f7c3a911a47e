import { RESOLVED_SHAPES, type ResolvedBlocks } from "@ridgeline/contract";

/** A resolved multi-link card, with some fields replaced. */
export function multiLinkCardFixture(
  fields: Record<string, unknown> = {},
): ResolvedBlocks["multiLinkCard"] {
  return RESOLVED_SHAPES.multiLinkCard.parse({
    type: "multiLinkCard",
    id: "shop-by-activity",
    title: "Shop by activity",
    titleTarget: { url: "/en-us/c/activities-2000" },
    media: { kind: "image", url: "/media/activity.jpg", alt: "Climbers", width: 900, height: 1200 },
    alignment: "center",
    targets: [
      { text: "Hiking", url: "/en-us/c/hiking-2001" },
      { text: "Climbing", url: "/en-us/c/climbing-2002" },
      { text: "Guides", url: "https://guides.example.com/", targetAttribute: "_blank" },
    ],
    ...fields,
  });
}
