import type { EN_SEARCH } from "./en";

/** German text of the search page (keys: ./en). */
export const DE_SEARCH: Record<keyof typeof EN_SEARCH, string> = {
  "search.title": "Ergebnisse für „{q}“",
  "search.pageTitle": "Suche | Ridgeline Outfitters",
  "search.prompt": "Wonach suchen Sie?",
  "search.empty.title": "Keine Ergebnisse für „{q}“",
  "search.empty.tips":
    "Prüfen Sie die Schreibweise, verwenden Sie weniger Wörter oder einen allgemeineren Begriff.",
  "search.empty.popular": "Beliebte Kategorien",
  "search.corrected": "Keine Treffer für „{q}“ – hier die Ergebnisse für „{corrected}“.",
  "search.didYouMean": "Meinten Sie",
};
