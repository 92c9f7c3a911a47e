// The generated catalogue and small helpers shared by the seed generator's tests.
import { expect } from "vitest";
import { generateCatalog } from "./catalog-generator";
import type { Currency, SeedCategory, SeedColor, SeedStyle } from "./catalog.types";
import productTypesData from "./data/product-types.json";

export const catalog = generateCatalog();
export const { sites, categories, styles, stores } = catalog;
export const colors: SeedColor[] = styles.flatMap((s) => s.colors);
export const skus = colors.flatMap((c) => c.skus);
export const types = new Map(productTypesData.types.map((t) => [t.key, t]));
export const sizeRuns: Record<string, string[][]> = productTypesData.sizeRuns;
export const byId = new Map(categories.map((c) => [c.categoryId, c]));
export const childIds = new Set(categories.map((c) => c.parentId).filter((id) => id !== null));
export const leaves = categories.filter((c) => !childIds.has(c.categoryId));
export const FX: Record<Currency, number> = { USD: 1, CAD: 1.35, GBP: 0.8, EUR: 0.92 };
export const CURRENCIES: Currency[] = ["USD", "CAD", "GBP", "EUR"];

export function categoryPath(category: SeedCategory): string {
  const parent = category.parentId ? byId.get(category.parentId) : undefined;
  return parent ? `${categoryPath(parent)}/${category.slug}` : category.slug;
}

export function typeOf(style: SeedStyle) {
  const type = types.get(style.productType);
  if (!type) throw new Error(`unknown product type ${style.productType}`);
  return type;
}

// Written independently of the generator so a wrong check digit there cannot hide here.
export function isValidUpcA(upc: string): boolean {
  if (!/^\d{12}$/.test(upc)) return false;
  const digits = [...upc].map(Number);
  const sum = digits.reduce((acc, d, i) => acc + (i === 11 ? d : d * (i % 2 === 0 ? 3 : 1)), 0);
  return sum % 10 === 0;
}

export function share(part: number, whole: number): number {
  return part / whole;
}

/** Inclusive range check; the failure message carries the value that fell outside. */
export function expectWithin(value: number, min: number, max: number): void {
  expect(value >= min && value <= max, `${value} not within ${min}..${max}`).toBe(true);
}
