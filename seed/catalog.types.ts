// Shapes of the generated demo catalogue. Each is what the owning area imports (its front door's
// *Seed type), narrowed to what the generator makes; the seed loader hands them to the areas.
import type {
  CategorySeed,
  ColorSeed,
  SkuSeed,
  StyleSeed,
} from "../server/src/modules/catalog/index";
import type { SiteSeed } from "../server/src/modules/site/index";
import type { StoreSeed } from "../server/src/modules/stores/index";

export type Currency = "USD" | "CAD" | "GBP" | "EUR";
export interface SeedSite extends SiteSeed {
  currency: Currency;
}
export interface SeedCategory extends CategorySeed {
  level: 1 | 2 | 3;
  names: { en: string; fr: string; de: string };
}
export interface SeedPrice {
  originalMinor: number;
  currentMinor: number;
}
export interface SeedSku extends SkuSeed {
  onlineStock: number;
  storeStock: Record<string, number>;
}
/** A style's name and description in one language. */
export interface StyleCopy {
  name: string;
  description: string;
}
export interface SeedColor extends ColorSeed {
  /** The colour's name in the other storefront languages (English is colorName). */
  colorNames: { fr: string; de: string };
  hex: string[];
  prices: Record<Currency, SeedPrice>;
  skus: SeedSku[];
}
export interface SeedStyle extends StyleSeed {
  /** Name and description in the other storefront languages (English is name, description). */
  translations: { fr: StyleCopy; de: StyleCopy };
  gender: "men" | "women" | "kids";
  colors: SeedColor[];
}
export interface SeedStore extends StoreSeed {
  hours: StoreSeed["hours"][number][];
}
export interface SeedCatalog {
  sites: SeedSite[];
  categories: SeedCategory[];
  styles: SeedStyle[];
  stores: SeedStore[];
}
