import { describe, expect, it } from "vitest";
import { vitalsTable } from "./vitals-table.helpers";

describe("npm run vitals' table", () => {
  it("prints each template's 75th percentiles with their counts, in the page types' order", () => {
    const table = vitalsTable({
      days: 28,
      since: "2026-11-02T00:00:00.000Z",
      rows: [
        { pageType: "Product Detail", name: "LCP", p75: 1840.4, count: 12 },
        { pageType: "Product Detail", name: "CLS", p75: 0.0512, count: 12 },
        { pageType: "Home", name: "TTFB", p75: 80, count: 3 },
      ],
    });
    expect(table.split("\n")).toEqual([
      "Web vitals, last 28 days (since 2026-11-02T00:00:00.000Z): 75th percentile (count)",
      "template        LCP           INP  CLS         TTFB",
      "Home            -             -    -           80 ms (3)",
      "Product Detail  1840 ms (12)  -    0.051 (12)  -",
    ]);
  });

  it("says so when no measures came in the window", () => {
    expect(vitalsTable({ days: 7, since: "2026-11-23T00:00:00.000Z", rows: [] })).toContain(
      "No measures yet.",
    );
  });
});
