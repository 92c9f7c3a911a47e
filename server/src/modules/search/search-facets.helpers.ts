import type { SearchFacet } from "@ridgeline/contract";
import { priceBuckets, titleCase } from "./search.helpers";
import type { FacetKey, FacetRow, FacetSelection } from "./search-query.helpers";

export type { FacetSelection };

const GENDER_LABELS: Record<string, string> = { men: "Men", women: "Women", kids: "Kids" };
const RATING_VALUES = ["4", "3", "2", "1"];

/**
 * The facets of a result from its counts. A selected value is always listed (so it can be
 * cleared) even when nothing else matches; other values are listed when they have a count.
 */
export function buildFacets(
  rows: readonly FacetRow[],
  selection: FacetSelection,
  options: { priceLimitsMinor: readonly number[]; toMajor: (minor: number) => number },
): SearchFacet[] {
  const counts = (facet: FacetKey) => {
    const map = new Map<string, { n: number; ord: number }>();
    for (const row of rows) if (row.facet === facet) map.set(row.value, row);
    return map;
  };
  const values = (
    facet: FacetKey,
    order: string[],
    label: (value: string) => string,
    selected: (value: string) => boolean,
  ): SearchFacet["values"] => {
    const found = counts(facet);
    return order
      .map((value) => ({
        value,
        label: label(value),
        count: found.get(value)?.n ?? 0,
        selected: selected(value),
      }))
      .filter((value) => value.count > 0 || value.selected);
  };
  const byCount = (facet: FacetKey, extra: readonly string[]) => {
    const found = counts(facet);
    const keys = [...new Set([...found.keys(), ...extra])];
    return keys.sort(
      (a, b) =>
        (found.get(b)?.n ?? 0) - (found.get(a)?.n ?? 0) ||
        (found.get(a)?.ord ?? 0) - (found.get(b)?.ord ?? 0) ||
        a.localeCompare(b),
    );
  };
  const bySizeOrder = (extra: readonly string[]) => {
    const found = counts("size");
    const keys = [...new Set([...found.keys(), ...extra])];
    return keys.sort(
      (a, b) => (found.get(a)?.ord ?? 99) - (found.get(b)?.ord ?? 99) || a.localeCompare(b),
    );
  };
  const buckets = priceBuckets(options.priceLimitsMinor, options.toMajor);
  const toggle = (id: FacetKey, label: string, on: boolean): SearchFacet => ({
    id,
    label,
    type: "toggle",
    values: values(
      id,
      ["true"],
      () => label,
      () => on,
    ),
  });

  return [
    {
      id: "gender",
      label: "Gender",
      type: "multi",
      values: values(
        "gender",
        Object.keys(GENDER_LABELS),
        (value) => GENDER_LABELS[value] ?? value,
        (value) => selection.genders.includes(value),
      ),
    },
    {
      id: "color",
      label: "Colour",
      type: "multi",
      values: values("color", byCount("color", selection.colors), titleCase, (value) =>
        selection.colors.includes(value),
      ),
    },
    {
      id: "size",
      label: "Size",
      type: "multi",
      values: values(
        "size",
        bySizeOrder(selection.sizes),
        (value) => value,
        (value) => selection.sizes.includes(value),
      ),
    },
    {
      id: "price",
      label: "Price",
      type: "range",
      values: values(
        "price",
        buckets.map((_, index) => String(index)),
        (value) => {
          const bucket = buckets[Number(value)];
          if (!bucket) return value;
          return bucket.max === null ? `${bucket.min}+` : `${bucket.min}–${bucket.max}`;
        },
        (value) => {
          const bucket = buckets[Number(value)];
          return (
            !!bucket &&
            (selection.priceMin ?? 0) === bucket.min &&
            selection.priceMax === bucket.max
          );
        },
      ).map((value) => ({ ...value, value: buckets[Number(value.value)]?.value ?? value.value })),
    },
    {
      id: "rating",
      label: "Rating",
      type: "range",
      values: values(
        "rating",
        RATING_VALUES,
        (value) => `${value} stars & up`,
        (value) => selection.rating === Number(value),
      ),
    },
    toggle("onSale", "On sale", selection.onSale),
    toggle("inStock", "In stock", selection.inStock),
  ];
}
