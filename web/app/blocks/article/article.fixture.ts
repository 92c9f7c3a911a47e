import type { ResolvedBlocks } from "@ridgeline/contract";
import { richTextChild } from "../segmentation/render-in-page.fixture";

export const ARTICLE: ResolvedBlocks["article"] = {
  type: "article",
  id: "winter-layering",
  slug: "winter-layering",
  title: "Layering for winter hikes",
  subtitle: "Three layers, one warm day out",
  eyebrow: "Field notes",
  date: "2026-01-15",
  picture: { url: "/media/articles/layering.jpg", alt: "A hiker in three layers" },
  media: {
    kind: "image",
    url: "/media/articles/layering-wide.jpg",
    alt: "Snowy ridge",
    width: 1600,
    height: 900,
  },
  richText: "<p>Start with a base layer.</p>",
  tags: [{ id: "hiking", label: "Hiking" }],
  blocks: [richTextChild("layering-kit", "The kit list")],
};
