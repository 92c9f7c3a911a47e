import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

/** The two widths every page template is checked at: a phone and a desktop. */
export const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/**
 * Checks the page as it stands at each of WIDTHS in turn, starting from the width it is at, so a
 * page loaded once is checked as a phone and a desktop show it (the store's layout follows the
 * window: CSS media queries and `matchMedia`, nothing decided by the server). Loading the page
 * again per width cost the journeys a cold page load a check (decision 0100). Ends at the last
 * width checked, which `widthsFrom` hands back for the next page.
 */
export async function expectNoAxeViolationsAtEveryWidth(page: Page, label: string): Promise<void> {
  for (const size of widthsFrom(page)) {
    const now = page.viewportSize();
    if (now?.width !== size.width || now.height !== size.height) {
      await page.setViewportSize({ width: size.width, height: size.height });
      // The resize's layout and any re-render it triggers happen before the next frame's end.
      await page.evaluate(
        () =>
          new Promise<void>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done())),
          ),
      );
    }
    await expectNoAxeViolations(page, `${label} at ${size.width} px`);
  }
}

/** WIDTHS in the order that resizes least: the one the page is at first. */
function widthsFrom(page: Page): (typeof WIDTHS)[number][] {
  const now = page.viewportSize()?.width;
  return WIDTHS[WIDTHS.length - 1]?.width === now ? [...WIDTHS].reverse() : [...WIDTHS];
}

/**
 * Runs `check` on the page held still: reduced motion asked for (the promo bar and the
 * collections stop rotating, transitions are off) and every transition already under way ended.
 * A check that met a message half faded in read its text at a tenth of its colour, a contrast
 * that no shopper sees for longer than 0.3 s. The page's own state is kept: what shows is what
 * showed before.
 */
async function stillWhile<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    // A long one (an autoplay's progress bar) is not waited for past a second.
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((done) => setTimeout(done, 1000)),
      ]),
    );
    return await check();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Runs axe-core with the WCAG 2.2 AA rules on the page as it stands and fails with each
 * violation's rule, impact and first offending elements, so a failure says what to fix.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  /**
   * `bestPractice: false` checks the WCAG rules alone: for the block gallery, which shows each
   * block beside the layout's own (two promo bars are two landmarks of one name, by design).
   */
  { bestPractice = true }: { bestPractice?: boolean } = {},
): Promise<void> {
  // `options` replaces what the builder holds, `withTags` adds to it: options first.
  const builder = new AxeBuilder({ page })
    // axe.run in the page, which checks the store's own frames (the card frame) as well. The
    // default runs axe.runPartial per frame and hands every result of every type, unfiltered,
    // through the test process to a blank page that puts them together: 0.9 s a check instead
    // of 0.35 (docs/known-issues.md). No page of the store frames another site's page.
    .setLegacyMode(true)
    .options({
      // Label in name (WCAG 2.5.3) is an "experimental" rule axe leaves off by default;
      // Lighthouse runs it, and a control whose visible words are not in its name fails speech
      // users.
      rules: { "label-content-name-mismatch": { enabled: true } },
      // Only the violations are read: the other result types keep one node each instead of
      // every node axe looked at, which the page would serialise and the test parse for nothing.
      resultTypes: ["violations"],
    })
    .withTags([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      "wcag22aa",
      ...(bestPractice ? ["best-practice"] : []),
    ]);
  const results = await stillWhile(page, () => builder.analyze());
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 3)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`)
        .join("\n"),
  );
  expect(found, `axe-core on ${label}`).toEqual([]);
}
