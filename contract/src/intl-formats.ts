/**
 * Intl formatters are costly to build (a product page built dozens per render) and safe to
 * share: they hold no state between calls. Each is built once per locale and options, and kept.
 * The options are keyed by their JSON, so callers pass plain literals.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const collators = new Map<string, Intl.Collator>();
const displayNames = new Map<string, Intl.DisplayNames>();

/** Beyond this many distinct keys a cache stops growing: odd locales from outside cannot fill memory. */
const MAX_KEPT = 500;

function kept<T>(cache: Map<string, T>, key: string, build: () => T): T {
  const found = cache.get(key);
  if (found !== undefined) return found;
  const made = build();
  if (cache.size < MAX_KEPT) cache.set(key, made);
  return made;
}

function keyOf(locale: string, options: object | undefined): string {
  return options === undefined ? locale : `${locale}|${JSON.stringify(options)}`;
}

export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return kept(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept(
    dateTimeFormats,
    keyOf(locale, options),
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function pluralRulesOf(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return kept(pluralRules, keyOf(locale, options), () => new Intl.PluralRules(locale, options));
}

export function collator(locale: string, options?: Intl.CollatorOptions): Intl.Collator {
  return kept(collators, keyOf(locale, options), () => new Intl.Collator(locale, options));
}

export function displayNamesOf(
  locale: string,
  options: Intl.DisplayNamesOptions,
): Intl.DisplayNames {
  return kept(displayNames, keyOf(locale, options), () => new Intl.DisplayNames(locale, options));
}
