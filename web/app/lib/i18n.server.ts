import {
  languageOf,
  messagesOf,
  translatorFor,
  type Namespace,
  type PageMessages,
  type Translate,
} from "./i18n";
import { DICTIONARIES } from "./messages/dictionaries.server";

/**
 * The text a page's loader sends the browser: the named namespaces in the locale's language.
 * Each route names the namespaces it and its components use, beyond those of the routes above
 * it (root: `error`; locale layout: the shell's); the namespace test checks the lists.
 */
export function pageMessages(
  locale: string | undefined,
  namespaces: readonly Namespace[],
): PageMessages {
  const language = languageOf(locale);
  const key = `${language}:${namespaces.join(",")}`;
  let messages = PAGE_MESSAGES.get(key);
  if (!messages) {
    messages = JSON.stringify(
      Object.assign({}, ...namespaces.map((namespace) => DICTIONARIES[namespace][language])),
    ) as PageMessages;
    PAGE_MESSAGES.set(key, messages);
  }
  return messages;
}

/**
 * A page's messages, built once per language and list of namespaces: the same string for every
 * request, so the object parsed from it and the translators over it are built once too
 * (`messagesOf` and `useT` in i18n.ts).
 */
const PAGE_MESSAGES = new Map<string, PageMessages>();

const ALL_NAMESPACES = Object.keys(DICTIONARIES) as Namespace[];

/** A translator over all the text of one language, for actions and other server code. */
export function translator(language: string): Translate {
  let translate = TRANSLATORS.get(language);
  if (!translate) {
    translate = translatorFor(messagesOf(pageMessages(language, ALL_NAMESPACES)));
    TRANSLATORS.set(language, translate);
  }
  return translate;
}

const TRANSLATORS = new Map<string, Translate>();
