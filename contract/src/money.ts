import { numberFormat } from "./intl-formats";

/**
 * Money is kept in integer minor units with its currency; the API edge speaks decimal
 * major units, as the spec's payloads do. Every supported currency has two decimals.
 */
export const CURRENCIES = ["USD", "CAD", "GBP", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

const MINOR_DIGITS: Record<Currency, number> = { USD: 2, CAD: 2, GBP: 2, EUR: 2 };

export function toMajor(minor: number, currency: Currency): number {
  return minor / 10 ** MINOR_DIGITS[currency];
}

export function toMinor(major: number, currency: Currency): number {
  return Math.round(major * 10 ** MINOR_DIGITS[currency]);
}

/**
 * The currency formatter of each currency and locale, found without building the options'
 * cache key (`numberFormat` keys by their JSON): a listing formats two or three prices a tile.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Formats a price for a locale; CAD shows its code, other currencies their symbol (spec 000 §9). */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const key = `${currency}|${locale}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    const [language, region] = locale.split("-");
    const tag = region ? `${language}-${region.toUpperCase()}` : locale;
    format = numberFormat(tag, {
      style: "currency",
      currency,
      currencyDisplay: currency === "CAD" ? "code" : "symbol",
    });
    // Bounded as numberFormat's own cache is: odd locales from outside cannot fill memory.
    if (moneyFormats.size < 500) moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** Discount percentage rounded to one decimal (spec 000 §9). */
export function discountPercentage(original: number, current: number): number {
  if (original <= 0 || current >= original) return 0;
  return Math.round(((original - current) / original) * 1000) / 10;
}
