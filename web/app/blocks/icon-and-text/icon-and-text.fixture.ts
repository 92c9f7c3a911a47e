import { RESOLVED_SHAPES, type ResolvedBlocks } from "@ridgeline/contract";

/** A resolved icon-and-text block, with some fields replaced. */
export function iconAndTextFixture(
  fields: Record<string, unknown> = {},
): ResolvedBlocks["iconAndText"] {
  return RESOLVED_SHAPES.iconAndText.parse({
    type: "iconAndText",
    id: "why-ridgeline",
    title: "Why Ridgeline",
    iconSize: "large",
    variant: "icon-above-text",
    items: [
      {
        icon: { url: "/media/icons/truck.svg" },
        title: "Free delivery",
        richText: "<p>On orders over 50.</p>",
        target: "/en-us/help/delivery",
      },
      { icon: { url: "/media/icons/return.svg", alt: "Returns" }, title: "Easy returns" },
    ],
    ...fields,
  });
}
