import { createContext, useContext, useMemo } from "react";
import { useMatches } from "react-router";
import { LANGUAGES, type Language } from "./languages";
import type { MessageKey, Namespace } from "./messages/dictionaries.server";

export type { MessageKey, Namespace };
export type Translate = {
  (key: MessageKey, values?: Record<string, string | number>): string;
  /** True when the page's messages hold this key (words the API sends, such as badges). */
  has(key: string): key is MessageKey;
};

/** The text of some namespaces in one language. */
export type Messages = Readonly<Partial<Record<MessageKey, string>>>;

/**
 * Messages as a page's loaders send them (`messages`): the JSON text of a `Messages` object.
 * React Router encodes a string as one value and an object as two per key; a product page's
 * 270 keys were 40% of the values of its loader data (decision 0053). `messagesOf` reads it.
 */
export type PageMessages = string & { readonly __pageMessages: true };

const PARSED = new Map<string, Messages>();

/**
 * The messages a loader sent, parsed once per text: the server sends the same string for every
 * page of a language and namespaces, and the browser gets equal ones, so the parsed object (and
 * the translator over it) is built once for each. The map holds one entry per language and list
 * of namespaces that pages name.
 */
export function messagesOf(json: PageMessages): Messages {
  let messages = PARSED.get(json);
  if (!messages) {
    messages = Object.freeze(JSON.parse(json) as Messages);
    PARSED.set(json, messages);
  }
  return messages;
}

export { LANGUAGES, type Language };

/** The UI language of a locale (`fr-ca` → `fr`); languages without text fall back to English. */
export function languageOf(locale: string | undefined): Language {
  const language = locale?.split("-")[0] ?? "en";
  return LANGUAGES.find((known) => known === language) ?? "en";
}

/**
 * A translator over some messages: looks the key up and fills `{name}` values. A key the page
 * was not sent shows as itself (the namespace test keeps that from happening).
 */
export function translatorFor(messages: Messages): Translate {
  const has = (key: string): key is MessageKey => Object.hasOwn(messages, key);
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) =>
      values && name in values ? String(values[name]) : match,
    );
  return Object.assign(t, { has });
}

/** Matched routes, as `useMatches` and `meta` see them (a route's data is its loader's). */
type Matches = readonly ({ loaderData?: unknown } | undefined)[];

/** Translators by the message sets they merge, in order: nested maps, one level a set. */
interface TranslatorCache {
  next: WeakMap<object, TranslatorCache>;
  translate?: Translate;
}
const TRANSLATORS: TranslatorCache = { next: new WeakMap() };

/**
 * The translator over some message sets, the later winning, built once per combination: every
 * component of a page asks for one, and the loaders' sets (`pageMessages`) are the same
 * objects for every page of a language, so a render merges them once, not once per component.
 */
function translatorOver(sets: readonly Messages[]): Translate {
  let node = TRANSLATORS;
  for (const set of sets) {
    let next = node.next.get(set);
    if (!next) {
      next = { next: new WeakMap() };
      node.next.set(set, next);
    }
    node = next;
  }
  node.translate ??= translatorFor(Object.assign({}, ...sets) as Messages);
  return node.translate;
}

/** The message sets of the matched routes' loader data, outermost first. */
function messageSets(matches: Matches): Messages[] {
  const sets: Messages[] = [];
  for (const match of matches) {
    const data = match?.loaderData;
    if (data && typeof data === "object" && "messages" in data && typeof data.messages === "string")
      sets.push(messagesOf(data.messages as PageMessages));
  }
  return sets;
}

/**
 * Messages a part of the page brought with data of its own: the header's sign-in dialog shows
 * the sign-in page's forms with the messages its fetcher loaded from that page's loader.
 */
export const FetchedMessages = createContext<PageMessages | undefined>(undefined);

/**
 * The translator of the current page: the messages the locale layout and the page's own loader
 * sent (each route's `messages`), and those of the part it is in (`FetchedMessages`).
 * Navigating brings the next page's messages with its data, so the text changes with the page.
 */
export function useT(): Translate {
  const matches = useMatches();
  const fetched = useContext(FetchedMessages);
  return useMemo(
    () =>
      translatorOver(
        fetched ? [...messageSets(matches), messagesOf(fetched)] : messageSets(matches),
      ),
    [matches, fetched],
  );
}

/** The translator of a route's `meta`, from the messages of the matched routes' data. */
export function metaT(matches: Matches): Translate {
  return translatorOver(messageSets(matches));
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
  return t.has(key) ? t(key) : text;
}

/** A season code ("FW26": autumn/winter 2026) as the page's language abbreviates it. */
export function seasonLabel(t: Translate, season: string): string {
  const match = /^(SS|FW)(\d{2})$/.exec(season);
  if (!match) return season;
  return t(match[1] === "SS" ? "season.ss" : "season.fw", { year: match[2] ?? "" });
}

/** Picks the singular or plural key (`x.one` / `x.other`) for a count. */
export function plural(
  t: Translate,
  base: "listing.count" | "cart.items" | "header.bagItems",
  count: number,
): string {
  return t(count === 1 ? `${base}.one` : `${base}.other`, { count });
}
