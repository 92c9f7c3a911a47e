import type { ResolvedBlocks } from "@ridgeline/contract";

/** A resolved first-provider gallery with a filter using both placeholders. */
export function olapicGalleryFixture(
  overrides: Record<string, unknown> = {},
): ResolvedBlocks["olapicGallery"] {
  return {
    type: "olapicGallery",
    id: "community-photos",
    containerId: "olapic-ugc",
    filter: "product:PRODUCT_ID|category:CATEGORY",
    ...overrides,
  } as unknown as ResolvedBlocks["olapicGallery"];
}
