import type { BrowserContext, Page } from "@playwright/test";

/**
 * Starts counting layout shifts (CLS's entries) from the first frame of each document the page
 * or context opens next: every shift, or, with `within` (a CSS selector), only the shifts that
 * moved a box inside such an element. `shiftsCounted` reads them.
 */
export async function countShifts(
  target: Page | BrowserContext,
  within: string | null = null,
): Promise<void> {
  await target.addInitScript((selector: string | null) => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node: Node | null }[];
      }[]) {
        const inside =
          selector === null ||
          entry.sources.some((source) => {
            const node = source.node;
            const element = node instanceof Element ? node : (node?.parentElement ?? null);
            return element?.closest(selector) != null;
          });
        if (inside) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  }, within);
}

/** The shifts counted so far on the page's document (`countShifts`). */
export function shiftsCounted(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __shifts?: number[] }).__shifts ?? []);
}
