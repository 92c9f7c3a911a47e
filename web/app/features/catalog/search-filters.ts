import {
  COLOR_FAMILIES,
  SEARCH_GENDERS,
  shoeSizeGender,
  type ShoeSizeRun,
} from "@ridgeline/contract";

/** The filter parameters a listing URL may carry; repeated ones are multi-select. */
export const MULTI_FILTERS = ["gender", "color", "size"] as const;
export const SINGLE_FILTERS = ["price", "rating", "onSale", "inStock", "storeId"] as const;
export type FilterParam = (typeof MULTI_FILTERS)[number] | (typeof SINGLE_FILTERS)[number];

const ACCEPTS: Record<FilterParam, (value: string) => boolean> = {
  gender: (v) => (SEARCH_GENDERS as readonly string[]).includes(v),
  color: (v) => (COLOR_FAMILIES as readonly string[]).includes(v),
  size: (v) => /^[A-Za-z0-9./-]{1,10}$/.test(v),
  price: (v) => /^\d{1,7}-(\d{1,7})?$/.test(v),
  rating: (v) => /^[1-4]$/.test(v),
  onSale: (v) => v === "true",
  inStock: (v) => v === "true",
  storeId: (v) => /^[0-9A-Z]{2,12}$/.test(v),
};

export interface ActiveFilter {
  param: FilterParam;
  value: string;
}

/**
 * The text a shopper searches for, from a URL's `q`: control characters and line breaks (a
 * pasted tab, a NUL in a hand-edited URL) read as spaces, since the API refuses them
 * (decision 0033) and they mean nothing to a search.
 */
export function searchText(raw: string | null, max: number): string {
  return (raw ?? "")
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .trim()
    .slice(0, max);
}

/**
 * Filters chosen in a listing URL, keeping only values the search accepts (a hand-edited URL
 * shows the listing without the bad value instead of failing), and the API query they make.
 */
export function readFilters(url: URL): {
  active: ActiveFilter[];
  query: Record<string, string | number>;
} {
  const active: ActiveFilter[] = [];
  for (const param of [...MULTI_FILTERS, ...SINGLE_FILTERS]) {
    const values = MULTI_FILTERS.includes(param as (typeof MULTI_FILTERS)[number])
      ? url.searchParams.getAll(param).flatMap((v) => v.split(","))
      : [url.searchParams.get(param) ?? ""].slice(0, 1);
    for (const value of new Set(values))
      if (value && ACCEPTS[param](value)) active.push({ param, value });
  }
  const query: Record<string, string | number> = {};
  for (const param of MULTI_FILTERS) {
    const values = active.filter((f) => f.param === param).map((f) => f.value);
    if (values.length > 0) query[param] = values.join(",");
  }
  for (const { param, value } of active) {
    if (param === "price") {
      const [min, max] = value.split("-");
      query["priceMin"] = Number(min);
      if (max) query["priceMax"] = Number(max);
    } else if (!MULTI_FILTERS.includes(param as (typeof MULTI_FILTERS)[number])) {
      query[param] = value;
    }
  }
  return { active, query };
}

/** The URL search of a listing with one filter value added or removed, back on page 1. */
export function toggleFilter(
  search: string,
  param: FilterParam,
  value: string,
  multi: boolean,
): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  const current = params.getAll(param).flatMap((v) => v.split(","));
  params.delete(param);
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : multi
      ? [...current, value]
      : [value];
  for (const item of next) params.append(param, item);
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/**
 * Whose shoe-size run a listing's size facet shows: the category's department (its first
 * breadcrumb), else the one gender the shopper filters by; "unknown" when the results may mix
 * men's and women's sizes (a search with no or several genders chosen).
 */
export function listingSizeRun(
  departmentId: string | null | undefined,
  active: readonly ActiveFilter[],
): ShoeSizeRun {
  const department = shoeSizeGender(departmentId);
  if (department) return department;
  const genders = new Set(active.filter((f) => f.param === "gender").map((f) => f.value));
  const [only] = genders;
  return (genders.size === 1 && shoeSizeGender(only)) || "unknown";
}
