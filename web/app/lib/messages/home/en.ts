/**
 * English text of the home page: the keys every language must translate. `{name}` marks a value.
 */
export const EN_HOME = {
  "home.title": "Ridgeline Outfitters | Outdoor apparel and footwear",
  "home.description": "Jackets, fleece, boots and packs built for the long way round.",
  "home.eyebrow": "New season · FW26",
  "home.heading": "Built for the long way round",
  "home.text": "Waterproof shells, warm fleece and boots that break in, not down.",
  "home.shop": "Shop {name}",
  "home.byCategory": "Shop by category",
  "home.topRated": "Top rated",
  "home.justIn": "Just in",
} as const;
