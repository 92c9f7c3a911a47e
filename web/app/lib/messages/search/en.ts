/**
 * English text of the search page: the keys every language must translate. `{name}` marks a value.
 */
export const EN_SEARCH = {
  "search.title": "Results for “{q}”",
  "search.pageTitle": "Search | Ridgeline Outfitters",
  "search.prompt": "What are you looking for?",
  "search.empty.title": "No results for “{q}”",
  "search.empty.tips": "Check the spelling, use fewer words, or try something more general.",
  "search.empty.popular": "Popular categories",
  "search.corrected": "Nothing matched “{q}”, so these are the results for “{corrected}”.",
  "search.didYouMean": "Did you mean",
} as const;
