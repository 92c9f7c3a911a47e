import type { ResolvedBlocks } from "@ridgeline/contract";

/** A resolved second-provider gallery. */
export function widgetGalleryFixture(
  overrides: Record<string, unknown> = {},
): ResolvedBlocks["widgetGallery"] {
  return {
    type: "widgetGallery",
    id: "shop-the-look",
    containerId: "widget-ugc",
    backgroundColor: "#f5f5f3",
    ...overrides,
  } as unknown as ResolvedBlocks["widgetGallery"];
}
