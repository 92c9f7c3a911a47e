import { languageOf, translatorFor, type Messages, type Namespace, type Translate } from "./i18n";
import { DICTIONARIES } from "./messages/dictionaries.server";

/**
 * The text a page's loader sends the browser: the named namespaces in the locale's language.
 * Each route names the namespaces it and its components use, beyond those of the routes above
 * it (root: `error`; locale layout: the shell's); the namespace test checks the lists.
 */
export function pageMessages(
  locale: string | undefined,
  namespaces: readonly Namespace[],
): Messages {
  const language = languageOf(locale);
  return Object.assign({}, ...namespaces.map((namespace) => DICTIONARIES[namespace][language]));
}

const ALL_NAMESPACES = Object.keys(DICTIONARIES) as Namespace[];

/** A translator over all the text of one language, for actions and other server code. */
export function translator(language: string): Translate {
  return translatorFor(pageMessages(language, ALL_NAMESPACES));
}
