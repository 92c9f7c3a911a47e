import { Component, Suspense, useContext, type ComponentType, type ReactNode } from "react";
import type { ResolvedChild } from "@ridgeline/contract";
import {
  BlockComponentsContext,
  HeadingLevelContext,
  useHeadingLevel,
  type BlockProps,
} from "./block-context";
import { commonClasses } from "./shared/block-style";

/** A block that throws while rendering in the browser is left out, never the page (issue 28). */
class BlockBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error(`content block ${this.props.id} failed to render`, error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** One resolved block through its registered component, or nothing (logged) for an unknown one. */
export function Block(props: { block: ResolvedChild }): ReactNode {
  const { block } = props;
  const components = useContext(BlockComponentsContext);
  const Rendered = components[block.type] as
    ComponentType<BlockProps<typeof block.type>> | undefined;
  if (!Rendered) {
    if (typeof window === "undefined")
      console.warn(`content block ${block.id}: no block renders type ${block.type}`);
    return null;
  }
  const classes = commonClasses(block as Parameters<typeof commonClasses>[0]);
  return (
    <div
      className={`block block--${block.type}${classes ? ` ${classes}` : ""}`}
      data-block-id={block.id}
    >
      <BlockBoundary id={block.id}>
        <Suspense fallback={null}>
          <Rendered block={block as never} />
        </Suspense>
      </BlockBoundary>
    </div>
  );
}

/**
 * A list of blocks (a page's, a slot's, a collection's items). Heading levels (001 §2): on a
 * page, h1 for the first element when the page has no heading of its own (`firstIsH1`), h2 for
 * the others; inside a block (`nested`), one level below the block's own heading.
 */
export function Blocks(props: {
  blocks: readonly ResolvedChild[] | undefined;
  firstIsH1?: boolean;
  nested?: boolean;
  className?: string;
}): ReactNode {
  const parent = useHeadingLevel();
  const blocks = props.blocks ?? [];
  if (blocks.length === 0) return null;
  const list = blocks.map((block, index) => {
    const level = props.nested ? parent + 1 : index === 0 && props.firstIsH1 ? 1 : 2;
    return (
      <HeadingLevelContext key={`${block.id}-${index}`} value={level}>
        <Block block={block} />
      </HeadingLevelContext>
    );
  });
  return props.className ? <div className={props.className}>{list}</div> : <>{list}</>;
}
