import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

/** The two widths every page template is checked at: a phone and a desktop. */
export const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

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
  const results = await builder.analyze();
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
