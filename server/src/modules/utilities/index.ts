/** The utilities area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export {
  clearStoreEmployeeSeed,
  importStoreEmployeeSeed,
  type StoreEmployeeSeed,
} from "./utilities.seed";
