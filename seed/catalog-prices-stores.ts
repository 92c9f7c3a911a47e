// Prices in the four currencies, the sites and the stores of the demo catalogue: the parts of
// the generator that read the price rules and the sites and stores data files.
import type { Currency, SeedPrice, SeedSite, SeedStore } from "./catalog.types";
import sitesData from "./data/sites.json";
import storesData from "./data/stores.json";
import { at, pick, type Rng } from "./seed-random";

type Day = SeedStore["hours"][number]["day"];
export type Ending = "00" | "95" | "99";

const CURRENCIES: readonly Currency[] = ["USD", "CAD", "GBP", "EUR"];
// Fixed retail conversion factors rather than live FX, so every seed run prices the same.
const FX_FROM_USD: Record<Currency, number> = { USD: 1, CAD: 1.35, GBP: 0.8, EUR: 0.92 };
const DAYS: readonly Day[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const SALE_PERCENTS = [20, 25, 30, 35, 40, 45, 50];

function toCurrency(value: string): Currency {
  const found = CURRENCIES.find((c) => c === value);
  if (!found) throw new Error(`seed data: unknown currency ${value}`);
  return found;
}

function endingOffset(ending: Ending, step: number): number {
  if (ending === "95") return 5;
  if (ending === "99") return 1;
  return step === 100 ? 0 : 100;
}

/** The USD charm price (x4.00/x9.00, x4.95/x9.95, x9.99 …) nearest the target inside the type's range. */
export function usdRetailPrice(
  targetMinor: number,
  ending: Ending,
  minMinor: number,
  maxMinor: number,
): number {
  let best: number | null = null;
  for (let top = 500; top <= maxMinor + 1000; top += 500) {
    if (top > 5000 && top % 1000 !== 0) continue;
    const price = top - endingOffset(ending, 500);
    if (price < minMinor || price > maxMinor) continue;
    if (best === null || Math.abs(price - targetMinor) < Math.abs(best - targetMinor)) best = price;
  }
  if (best === null)
    throw new Error(`seed data: no ${ending} price between ${minMinor} and ${maxMinor}`);
  return best;
}

// Finer steps for small amounts keep converted prices within a few percent of the FX rate.
export function convertedRetailPrice(targetMinor: number, ending: Ending): number {
  const step = targetMinor < 5000 ? 100 : targetMinor < 10000 ? 500 : 1000;
  const rounded = Math.max(1, Math.round(targetMinor / step)) * step;
  return rounded - endingOffset(ending, step);
}

/** Sale prices end in .99 and are nudged so the markdown stays inside 20–50 %. */
function salePrice(originalMinor: number, percentOff: number): number {
  let price = Math.max(99, Math.round((originalMinor * (100 - percentOff)) / 100 / 100) * 100 - 1);
  while (price > originalMinor * 0.8) price -= 100;
  while (price < originalMinor * 0.5) price += 100;
  return price;
}

export function buildSites(): SeedSite[] {
  return sitesData.map((site) => ({ ...site, currency: toCurrency(site.currency) }));
}

export function buildPrices(
  rng: Rng,
  usdOriginal: number,
  ending: Ending,
): Record<Currency, SeedPrice> {
  const percentOff = rng() < 0.2 ? pick(rng, SALE_PERCENTS) : 0;
  const priceIn = (currency: Currency): SeedPrice => {
    const originalMinor =
      currency === "USD"
        ? usdOriginal
        : convertedRetailPrice(usdOriginal * FX_FROM_USD[currency], ending);
    return {
      originalMinor,
      currentMinor: percentOff > 0 ? salePrice(originalMinor, percentOff) : originalMinor,
    };
  };
  return { USD: priceIn("USD"), CAD: priceIn("CAD"), GBP: priceIn("GBP"), EUR: priceIn("EUR") };
}

export function buildStores(): SeedStore[] {
  const templates: Record<string, Record<string, string[] | null>> = storesData.hoursTemplates;
  return storesData.stores.map(({ hours: templateName, ...store }) => {
    const template = templates[templateName];
    if (!template) throw new Error(`seed data: unknown hours template ${templateName}`);
    const hours = DAYS.map((day) => {
      const slot = template[day];
      return { day, open: slot ? at(slot, 0) : null, close: slot ? at(slot, 1) : null };
    });
    return { ...store, hours };
  });
}
