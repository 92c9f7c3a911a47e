import type { EN_SEARCH } from "./en";

/** French text of the search page (keys: ./en). */
export const FR_SEARCH: Record<keyof typeof EN_SEARCH, string> = {
  "search.title": "Résultats pour « {q} »",
  "search.pageTitle": "Recherche | Ridgeline Outfitters",
  "search.prompt": "Que recherchez-vous ?",
  "search.empty.title": "Aucun résultat pour « {q} »",
  "search.empty.tips": "Vérifiez l'orthographe, utilisez moins de mots ou un terme plus général.",
  "search.empty.popular": "Catégories populaires",
  "search.corrected": "Aucun résultat pour « {q} » : voici les résultats pour « {corrected} ».",
  "search.didYouMean": "Vouliez-vous dire",
};
