import { numberFormat, pluralRulesOf } from "@ridgeline/contract";
import type { MessageKey, Translate } from "../lib/i18n";

/** Score formatters by locale and digits, found without numberFormat's JSON key: a grid writes two a tile. */
const scoreFormats = new Map<string, Intl.NumberFormat>();

/** A score as the page's language writes it, to one decimal: "4.4" (en), "4,4" (fr, de). */
export function scoreText(locale: string, score: number, digits = 1): string {
  const key = `${locale}|${digits}`;
  let format = scoreFormats.get(key);
  if (format === undefined) {
    format = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    // Bounded as numberFormat's own cache is: odd locales from outside cannot fill memory.
    if (scoreFormats.size < 500) scoreFormats.set(key, format);
  }
  return format.format(score);
}

/**
 * The key of a counted text for the locale's plural rules: French says "1 étoile" and
 * "0 étoile", English "1 star" and "0 stars". The languages we write have two forms.
 */
export function pluralKey<K extends MessageKey>(
  locale: string,
  count: number,
  one: K,
  other: K,
): K {
  return pluralRulesOf(locale).select(count) === "one" ? one : other;
}

/**
 * The accessible name of a rating: "Rated 4.4 out of 5 from 12 reviews", "Noté 4,4 sur 5
 * d'après 1 avis", or for one shopper's own rating "Rated 4 out of 5".
 */
export function ratingLabel(
  t: Translate,
  locale: string,
  score: number,
  reviewsCount?: number,
): string {
  if (reviewsCount === undefined) return t("rating.own", { score: scoreText(locale, score, 0) });
  return t(pluralKey(locale, reviewsCount, "rating.label.one", "rating.label.other"), {
    score: scoreText(locale, score),
    count: numberFormat(locale).format(reviewsCount),
  });
}
