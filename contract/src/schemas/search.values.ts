// Plain values of this area that pages need in the browser, kept apart from the zod schemas
// so the client bundle does not carry zod (decision 0047).
export const SEARCH_SORTS = [
  "relevance",
  "newest",
  "price-asc",
  "price-desc",
  "top-rated",
] as const;

export const SEARCH_GENDERS = ["men", "women", "kids"] as const;

export const COLOR_FAMILIES = [
  "beige",
  "black",
  "blue",
  "brown",
  "green",
  "grey",
  "multi",
  "orange",
  "pink",
  "purple",
  "red",
  "white",
  "yellow",
] as const;

/** Longest search text accepted; longer is a 400 naming `q`. */
export const SEARCH_TEXT_MAX = 200;
