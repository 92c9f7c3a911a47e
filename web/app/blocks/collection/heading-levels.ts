/**
 * The heading level children are placed under (001 §2: one level below the parent heading).
 * A block with a title of its own is the parent: its children's titles go one below it. A block
 * without one lends its children its own place (a titleless collection on a page: its cards are
 * h2 as they would be on the page), but never h1 twice: under a first-on-page block, h2.
 */
export function childHeadingParent(level: number, hasTitle: boolean): number {
  return hasTitle ? level : Math.max(1, level - 1);
}
