import { RESOLVED_SHAPES, type ResolvedBlocks } from "@ridgeline/contract";

/** A resolved accordion, with some fields replaced. */
export function accordionFixture(
  fields: Record<string, unknown> = {},
): ResolvedBlocks["accordion"] {
  return RESOLVED_SHAPES.accordion.parse({
    type: "accordion",
    id: "delivery-faq",
    title: "Delivery questions",
    iconsStyle: "plus",
    bottomDivider: true,
    style: "compact",
    paddings: { sm: "md", lg: "xl" },
    accordions: [
      {
        title: "How long does delivery take?",
        icon: "truck",
        richText: "<p>Two to four days.</p>",
      },
      { title: "Can I return a gift?", richText: "<p>Yes, within 60 days.</p>" },
    ],
    ...fields,
  });
}
