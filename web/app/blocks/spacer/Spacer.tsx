import type { ReactNode } from "react";
import type { BlockProps } from "../block-context";
import { background } from "../shared/block-style";

/**
 * Space between blocks (001 §3): its height is its bottom margin per breakpoint (the common
 * `bottomMargins`, set on the block's wrapper), filled with its background colour.
 */
export function Spacer({ block }: BlockProps<"spacer">): ReactNode {
  return (
    <div className="content-spacer" style={background(block.backgroundColor)} aria-hidden="true" />
  );
}
