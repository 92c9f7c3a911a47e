import type { ReactNode } from "react";
import type { BlockProps } from "../block-context";
import { useContentScope } from "../block-context";
import { SameLevelBlocks } from "./SameLevelBlocks";
import { chooseSegment, decidedSegmentsOf } from "./segmentation";

/**
 * Content picked by the shopper's segment (001 §4, §6). The segments that hold and a test
 * context's segment are decided once per request on the server (the content scope), so the
 * server's HTML is the answer. Not an island (registry.ts): a static island would keep the
 * chosen block's server HTML unhydrated for good. When nothing resolves, an empty marker
 * (`data-empty-section`) lets the page drop the section (001 §4 "Segmentation").
 */
export function Segmentation({ block }: BlockProps<"segmentation">): ReactNode {
  const scope = useContentScope();
  // The page server marks the block with the request's decided segments (issue 29).
  const { segments, testSegment } = decidedSegmentsOf(block) ?? scope;
  const choice = chooseSegment(block, segments, testSegment);
  if (!choice.content) return <div className="content-segmentation" data-empty-section="" />;
  return <SameLevelBlocks blocks={[choice.content]} className="content-segmentation" />;
}
