/** The catalog area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export {
  catalogHasStyles,
  clearCatalogSeed,
  importCatalogSeed,
  importStyleRatings,
  type CategorySeed,
  type ColorSeed,
  type SkuSeed,
  type StyleRating,
  type StyleSeed,
} from "./catalog.seed";
