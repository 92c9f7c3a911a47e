import { PAGE_TYPES, VITAL_NAMES, type VitalName, type VitalsSummary } from "@ridgeline/contract";

const figure = (name: VitalName, p75: number) =>
  name === "CLS" ? p75.toFixed(3) : `${Math.round(p75)} ms`;

/**
 * The read-out `npm run vitals` prints: one line per page template that has measures, each
 * metric's 75th percentile with its count in brackets, "-" where none came.
 */
export function vitalsTable(summary: VitalsSummary): string {
  const head = `Web vitals, last ${summary.days} days (since ${summary.since}): 75th percentile (count)`;
  const byTemplate = new Map<string, Map<VitalName, string>>();
  for (const row of summary.rows) {
    const cells = byTemplate.get(row.pageType) ?? new Map<VitalName, string>();
    cells.set(row.name, `${figure(row.name, row.p75)} (${row.count})`);
    byTemplate.set(row.pageType, cells);
  }
  if (byTemplate.size === 0) return `${head}\nNo measures yet.`;
  const lines: string[][] = [["template", ...VITAL_NAMES]];
  for (const pageType of PAGE_TYPES) {
    const cells = byTemplate.get(pageType);
    if (cells) lines.push([pageType, ...VITAL_NAMES.map((name) => cells.get(name) ?? "-")]);
  }
  const widths = ["template", ...VITAL_NAMES].map((_, column) =>
    Math.max(...lines.map((line) => line[column]?.length ?? 0)),
  );
  const text = lines.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd(),
  );
  return [head, ...text].join("\n");
}
