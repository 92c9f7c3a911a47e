import { dateTimeFormat, formatMoney, numberFormat, type Currency } from "@ridgeline/contract";

export function money(amount: number, currency: Currency, locale: string): string {
  return formatMoney(amount, currency, locale);
}

/**
 * A percentage written the locale's way ("30%", "30 %" with the narrow no-break space French
 * and German use), from a number of percent (30 for 30%). Float noise never shows: 10.000000002
 * and 10.0 are "10%"; at most `maxFractionDigits` decimals (0 unless asked).
 */
export function percentText(percent: number, locale: string, maxFractionDigits = 0): string {
  return numberFormat(locale, {
    style: "percent",
    maximumFractionDigits: maxFractionDigits,
  }).format(percent / 100);
}

/**
 * A price reduction as a signed percentage: "−30 %" in French, "-30%" in English. At most one
 * decimal, and only when there is one (spec 000 §9 rounds discounts to one decimal): 37.5 is
 * "−37,5 %", 30.0 is "−30 %". A zero or negative reduction has no sign.
 */
export function discountText(percent: number, locale: string): string {
  const rounded = Math.round(percent * 10) / 10;
  return numberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(-Math.abs(rounded) / 100);
}

/** A decimal number with the locale's separator: "4.4" in English, "4,4" in French and German. */
export function decimalText(value: number, locale: string, maxFractionDigits = 1): string {
  return numberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(value);
}

/**
 * A stored date of birth (YYYY-MM-DD) written out in the locale's full date form, with the
 * month's name so no one reads 04/03 the wrong way round: "March 4, 1990", "4 March 1990",
 * "4 mars 1990", "4. März 1990". The weekday a "full" style would add is left out: nobody reads
 * their birthday as a Sunday. A value that is not a date is returned as it came.
 */
export function birthDateText(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const when = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(when.getTime())) return date;
  return dateTimeFormat(locale, { timeZone: "UTC", dateStyle: "long" }).format(when);
}
