// Shapes of the generated demo catalogue; the seed loader maps these onto the database tables.
export type Currency = "USD" | "CAD" | "GBP" | "EUR";
export interface SeedSite {
  siteId: string;
  locale: string;
  country: string;
  language: string;
  currency: Currency;
  name: string;
  isDefault: boolean;
  /** The site's "Sign in" starts the enrolment's look-up (000 §2); off when absent. */
  simplifiedEnrolment?: boolean;
}
export interface SeedCategory {
  categoryId: string;
  parentId: string | null;
  slug: string;
  level: 1 | 2 | 3;
  position: number;
  names: { en: string; fr: string; de: string };
}
export interface SeedPrice {
  originalMinor: number;
  currentMinor: number;
}
export interface SeedSku {
  upc: string;
  sizeCode: string;
  sizeLabel: string;
  position: number;
  onlineStock: number;
  storeStock: Record<string, number>;
}
/** A style's name and description in one language. */
export interface StyleCopy {
  name: string;
  description: string;
}
export interface SeedColor {
  colorVariantId: string;
  colorCode: string;
  colorName: string;
  /** The colour's name in the other storefront languages (English is colorName). */
  colorNames: { fr: string; de: string };
  colorFamily: string;
  hex: string[];
  position: number;
  isDefault: boolean;
  prices: Record<Currency, SeedPrice>;
  skus: SeedSku[];
}
export interface SeedStyle {
  styleId: string;
  name: string;
  slug: string;
  description: string;
  /** Name and description in the other storefront languages (English is name, description). */
  translations: { fr: StyleCopy; de: StyleCopy };
  brand: string;
  productType: string;
  categoryId: string;
  gender: "men" | "women" | "kids";
  season: string;
  badge: string | null;
  eyebrow: string | null;
  ratingScore: number;
  reviewsCount: number;
  createdAt: string;
  colors: SeedColor[];
}
export interface SeedStore {
  storeId: string;
  name: string;
  addressLine1: string;
  city: string;
  province: string | null;
  postalCode: string;
  country: string;
  phone: string;
  latitude: number;
  longitude: number;
  timezone: string;
  hours: {
    day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
    open: string | null;
    close: string | null;
  }[];
  pickupEnabled: boolean;
}
export interface SeedCatalog {
  sites: SeedSite[];
  categories: SeedCategory[];
  styles: SeedStyle[];
  stores: SeedStore[];
}
