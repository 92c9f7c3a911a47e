import { numberFormat } from "./intl-formats";

/**
 * Shoe sizes are stored in the US system (the catalogue's size ids: "9.5" for adults, "10C" and
 * "1Y" for children). A shopper reads them in the system of the site's country: US sizes in the
 * US and Canada, UK sizes in the UK and Ireland, EU sizes elsewhere, each with its unit ("US 9.5",
 * "UK 9", "EU 42,5") and the decimal separator of the site's language.
 */
export type ShoeSizeSystem = "US" | "UK" | "EU";

/** Whose size run a size belongs to; men's and women's US sizes convert differently. */
export type ShoeSizeGender = "men" | "women" | "kids";

/**
 * Whose run a size belongs to as far as a page can tell: a gender, or "unknown" where it cannot
 * be known (search results of mixed genders, a bag line). An adult size of an unknown run is
 * shown as the US size with its unit rather than converted on a guessed chart.
 */
export type ShoeSizeRun = ShoeSizeGender | "unknown";

interface Row {
  uk: number;
  eu: number;
}

// Outdoor-footwear conversion charts (Brannock lengths rounded to the half size). Men's UK is
// the US size less a half, women's less two; children's "C" sizes run into "Y" (youth) sizes.
const MEN: Record<string, Row> = {
  "6": { uk: 5.5, eu: 39 },
  "6.5": { uk: 6, eu: 39.5 },
  "7": { uk: 6.5, eu: 40 },
  "7.5": { uk: 7, eu: 40.5 },
  "8": { uk: 7.5, eu: 41 },
  "8.5": { uk: 8, eu: 41.5 },
  "9": { uk: 8.5, eu: 42 },
  "9.5": { uk: 9, eu: 42.5 },
  "10": { uk: 9.5, eu: 43 },
  "10.5": { uk: 10, eu: 43.5 },
  "11": { uk: 10.5, eu: 44 },
  "11.5": { uk: 11, eu: 44.5 },
  "12": { uk: 11.5, eu: 45 },
  "12.5": { uk: 12, eu: 45.5 },
  "13": { uk: 12.5, eu: 46 },
  "14": { uk: 13.5, eu: 47 },
  "15": { uk: 14.5, eu: 48 },
};

const WOMEN: Record<string, Row> = {
  "5": { uk: 3, eu: 35.5 },
  "5.5": { uk: 3.5, eu: 36 },
  "6": { uk: 4, eu: 36.5 },
  "6.5": { uk: 4.5, eu: 37 },
  "7": { uk: 5, eu: 37.5 },
  "7.5": { uk: 5.5, eu: 38 },
  "8": { uk: 6, eu: 38.5 },
  "8.5": { uk: 6.5, eu: 39 },
  "9": { uk: 7, eu: 40 },
  "9.5": { uk: 7.5, eu: 40.5 },
  "10": { uk: 8, eu: 41 },
  "10.5": { uk: 8.5, eu: 42 },
  "11": { uk: 9, eu: 42.5 },
  "12": { uk: 10, eu: 44 },
};

const KIDS: Record<string, Row> = {
  "10C": { uk: 9.5, eu: 27 },
  "11C": { uk: 10.5, eu: 28 },
  "12C": { uk: 11.5, eu: 30 },
  "13C": { uk: 12.5, eu: 31 },
  "1Y": { uk: 13.5, eu: 32 },
  "2Y": { uk: 1.5, eu: 33 },
  "3Y": { uk: 2.5, eu: 34 },
  "4Y": { uk: 3.5, eu: 36 },
  "5Y": { uk: 4.5, eu: 37 },
  "6Y": { uk: 5.5, eu: 38 },
  "7Y": { uk: 6.5, eu: 39 },
};

const US_COUNTRIES = new Set(["US", "CA", "PR"]);
const UK_COUNTRIES = new Set(["GB", "IE"]);

/** The shoe-size system of a site's country: US (US, Canada), UK (UK, Ireland), else EU. */
export function shoeSizeSystem(country: string): ShoeSizeSystem {
  const code = country.toUpperCase();
  if (US_COUNTRIES.has(code)) return "US";
  if (UK_COUNTRIES.has(code)) return "UK";
  return "EU";
}

/** The gender a size run belongs to, from a product's top category name or id. */
export function shoeSizeGender(topCategory: string | null | undefined): ShoeSizeGender | null {
  const text = (topCategory ?? "").toLowerCase();
  if (text === "1000" || text === "men") return "men";
  if (text === "2000" || text === "women") return "women";
  if (text === "3000" || text === "kids") return "kids";
  return null;
}

function rowOf(id: string, gender: ShoeSizeRun | null | undefined): Row | undefined {
  if (KIDS[id]) return KIDS[id];
  // Men's and women's runs share ids ("7") but not conversions: no run, no conversion.
  if (gender === "unknown") return undefined;
  if (gender === "women") return WOMEN[id];
  // Unisex footwear is sized on the men's scale.
  return MEN[id];
}

// A facet labels a few dozen sizes per render, and formatting a number is most of the cost:
// each shoe size's label is made once per site and run (a bounded set: known ids only).
const SHOE_LABELS = new Map<string, string>();
const MOST_LABELS = 4000;

/** True when a size id is a shoe size the conversion charts know (adult or children's). */
export function isShoeSize(id: string): boolean {
  return id in KIDS || id in MEN || id in WOMEN;
}

/**
 * A size as a picker, facet or bag line has it: its id (US system), label, and whose run
 * (null or absent: unisex, sized on the men's scale; "unknown": see ShoeSizeRun).
 */
export interface SizeToLabel {
  id: string;
  label?: string | undefined;
  gender?: ShoeSizeRun | null | undefined;
}

/**
 * A size's label on a site: a shoe size in the site's system with its unit and the decimal
 * separator of the site's language ("US 9.5" on en-us, "UK 9" on en-gb, "EU 42,5" on fr-fr and
 * de-de); a shoe size the charts cannot convert (its run unknown, or not on its run's chart)
 * is the US size with its unit ("US 9,5" on fr-fr); any other size (S, M, L, "One Size") keeps
 * its own label.
 */
export function shoeSizeLabel(
  size: SizeToLabel,
  site: { locale: string; country?: string | undefined },
): string {
  if (!isShoeSize(size.id)) return size.label ?? size.id;
  const country = site.country ?? site.locale.split("-")[1] ?? "";
  const key = `${site.locale}|${country}|${size.gender ?? ""}|${size.id}`;
  let label = SHOE_LABELS.get(key);
  if (label === undefined) {
    if (SHOE_LABELS.size >= MOST_LABELS) SHOE_LABELS.clear();
    label = convertedLabel(size.id, size.gender, site.locale, shoeSizeSystem(country));
    SHOE_LABELS.set(key, label);
  }
  return label;
}

function convertedLabel(
  id: string,
  gender: ShoeSizeRun | null | undefined,
  locale: string,
  system: ShoeSizeSystem,
): string {
  const row = rowOf(id, gender);
  const number = (value: number) =>
    numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (row && system === "UK") return `UK ${number(row.uk)}`;
  if (row && system === "EU") return `EU ${number(row.eu)}`;
  const kids = /^(\d+(?:\.5)?)([CY])$/.exec(id);
  if (kids) return `US ${number(Number(kids[1]))}${kids[2]}`;
  return `US ${number(Number(id))}`;
}

/** What productSizeLabel reads of a product: its department (first breadcrumb) and sizes. */
export interface ProductWithSizes {
  breadcrumbs: readonly { id: string }[];
  attributes: { sizes: readonly { id: string; label: string }[] };
}

/**
 * One of a product's sizes as the shopper reads it on this site (shoeSizeLabel): the product's
 * department gives the run, so the product page, quick shop, mini-cart and store stock agree.
 */
export function productSizeLabel(
  product: ProductWithSizes,
  sizeId: string,
  site: { locale: string; country?: string | undefined },
): string {
  const label = product.attributes.sizes.find((size) => size.id === sizeId)?.label;
  const gender = shoeSizeGender(product.breadcrumbs[0]?.id);
  return shoeSizeLabel({ id: sizeId, label, gender }, site);
}
