/** The merchandising area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export {
  clearProductSetSeed,
  importProductSetSeed,
  type ProductSetSeed,
} from "./merchandising.seed";
