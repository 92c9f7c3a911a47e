import { RESOLVED_SHAPES, type ResolvedBlocks } from "@ridgeline/contract";

/** A resolved espot of pictures, with some fields replaced. */
export function espotFixture(fields: Record<string, unknown> = {}): ResolvedBlocks["espot"] {
  const picture = (id: string) => ({
    type: "picture",
    id,
    url: `/media/${id}.jpg`,
    alt: id,
    width: 600,
    height: 600,
  });
  return RESOLVED_SHAPES.espot.parse({
    type: "espot",
    id: "category-espot",
    placement: "grid",
    components: [
      picture("one"),
      picture("two"),
      { type: "multiLinkCard", id: "three", title: "Three", targets: [] },
    ],
    ...fields,
  });
}
