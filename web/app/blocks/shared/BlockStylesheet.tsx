import type { ReactNode } from "react";

/**
 * A block's own stylesheet (imported with `?url`), linked where the block renders: React hoists
 * it into the head once per page and holds the block back until it has loaded, so a page links
 * the stylesheets of the blocks it renders and no others (issue 28, decision 0093). The shell's
 * blocks (menu, promo bar, footer) are in the one app stylesheet instead (decision 0047).
 */
export function BlockStylesheet(props: { href: string }): ReactNode {
  return <link rel="stylesheet" href={props.href} precedence="blocks" />;
}
