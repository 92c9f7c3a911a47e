import type { ResolvedBlocks, ResolvedChild } from "@ridgeline/contract";

export type DialogBlock = ResolvedBlocks["dialog"];
export type MediaPosition = NonNullable<DialogBlock["mediaPosition"]>;

/**
 * Where the dialog's media goes (001 §3 "Dialog"): above the text (`top`, the default), inside
 * the text after the heading (`body`), or in a column on the left, a third (`left-normal`) or
 * half (`left-large`) of the dialog wide from the medium breakpoint.
 */
export function mediaPlacement(position: MediaPosition | undefined): {
  slot: "before" | "body";
  className: string;
} {
  const chosen = position ?? "top";
  return {
    slot: chosen === "body" ? "body" : "before",
    className: `content-dialog--media-${chosen}`,
  };
}

/**
 * The dialog's child blocks in the order shown: its newsletter form, its event signup when it
 * is the event-signup variant, then its other blocks.
 */
export function dialogChildren(
  block: Pick<DialogBlock, "newsletterForm" | "eventSignup" | "variant" | "blocks">,
): ResolvedChild[] {
  const children: ResolvedChild[] = [];
  if (block.newsletterForm) children.push(block.newsletterForm);
  if (block.variant === "event-signup" && block.eventSignup) children.push(block.eventSignup);
  return [...children, ...(block.blocks ?? [])];
}

/** The words of the control that opens the dialog: its title (the contract has no label). */
export function triggerLabel(block: Pick<DialogBlock, "title">, fallback: string): string {
  return block.title?.trim() ? block.title : fallback;
}

/** A video in the dialog plays on opening only when asked and motion is not reduced (2.2.2). */
export function shouldAutoplay(
  settings: DialogBlock["playerSettings"],
  reducedMotion: boolean,
): boolean {
  return Boolean(settings?.autoplay) && !reducedMotion;
}
