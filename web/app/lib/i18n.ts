import { useRouteLoaderData } from "react-router";
import { DE } from "./messages/de";
import { EN, type MessageKey } from "./messages/en";
import { FR } from "./messages/fr";

export type { MessageKey };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const CATALOGUES: Record<string, Record<MessageKey, string>> = { en: EN, fr: FR, de: DE };

/** The UI language of a locale (`fr-ca` → `fr`); languages without text fall back to English. */
export function languageOf(locale: string | undefined): string {
  const language = locale?.split("-")[0] ?? "en";
  return language in CATALOGUES ? language : "en";
}

/** A translator for one language: looks the key up and fills `{name}` values. */
export function translator(language: string): Translate {
  const catalogue = CATALOGUES[language] ?? EN;
  return (key, values) =>
    (catalogue[key] ?? EN[key]).replace(/\{(\w+)\}/g, (match, name: string) =>
      values && name in values ? String(values[name]) : match,
    );
}

/**
 * A catalogue badge ("Best Seller") or eyebrow (by its id, "recycled-materials") in the page's
 * language. They are a fixed vocabulary the API sends in English; text without a translation
 * is shown as sent.
 */
export function productLabel(
  t: Translate,
  kind: "badge" | "eyebrow" | "sizeRun",
  text: string,
): string {
  const code = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const key = `${kind}.${code}`;
  return isMessageKey(key) ? t(key) : text;
}

/** A season code ("FW26": autumn/winter 2026) as the page's language abbreviates it. */
export function seasonLabel(t: Translate, season: string): string {
  const match = /^(SS|FW)(\d{2})$/.exec(season);
  if (!match) return season;
  return t(match[1] === "SS" ? "season.ss" : "season.fw", { year: match[2] ?? "" });
}

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(EN, key);
}

/** Picks the singular or plural key (`x.one` / `x.other`) for a count. */
export function plural(t: Translate, base: "listing.count" | "cart.items", count: number): string {
  return t(count === 1 ? `${base}.one` : `${base}.other`, { count });
}

/** The translator for the current page's site, in components under `/{locale}`. */
export function useT(): Translate {
  const shell = useRouteLoaderData("routes/locale-layout") as
    { site?: { locale: string } } | undefined;
  return translator(languageOf(shell?.site?.locale));
}
