import { describe, expect, it } from "vitest";
import productTypes from "../../../../seed/data/product-types.json";
import { PRODUCT_TYPE_CHARTS, SIZE_RUN_CHARTS, type Gender } from "./size-chart.data";
import { toInches } from "./merchandising.service";

const SIZE_RUNS: Record<string, string[][]> = productTypes.sizeRuns;

describe("size charts", () => {
  it("cover every product type of the catalogue", () => {
    expect(Object.keys(PRODUCT_TYPE_CHARTS).sort()).toEqual(
      productTypes.types.map((type) => type.key).sort(),
    );
  });

  it("list exactly the sizes the catalogue sells, per product type and gender", () => {
    for (const type of productTypes.types) {
      for (const [gender, runName] of Object.entries(type.sizeRuns)) {
        const seedSizes = (SIZE_RUNS[runName] ?? []).map(([id]) => id);
        const chartName = PRODUCT_TYPE_CHARTS[type.key]?.[gender as Gender];
        if (runName === "one-size") {
          expect(chartName, `${type.key} ${gender}`).toBeUndefined();
          continue;
        }
        const chart = chartName ? SIZE_RUN_CHARTS[chartName] : undefined;
        expect(
          chart?.rows.map((row) => row.sizeId),
          `${type.key} ${gender}`,
        ).toEqual(seedSizes);
      }
    }
  });

  it("grow with the size", () => {
    for (const [name, chart] of Object.entries(SIZE_RUN_CHARTS)) {
      for (const measurement of chart.measurements) {
        const values = chart.rows.map((row) => row.cm[measurement] ?? 0);
        expect(values, `${name} ${measurement}`).toEqual([...values].sort((a, b) => a - b));
        expect(Math.min(...values), `${name} ${measurement}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("toInches", () => {
  it("converts to one decimal", () => {
    expect(toInches(2.54)).toBe(1);
    expect(toInches(97)).toBe(38.2);
  });
});
