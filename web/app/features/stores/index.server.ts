// The stores feature's server-only door (decision 0087): what other features' loaders and
// actions may use of its *.server.ts modules.

export { listingStore, searchIgnoringUnknownStore } from "./listing-store.server";
export {
  findStores,
  loadStoreStockFor,
  locationOf,
  rememberStore,
  rememberedStore,
} from "./store-stock.server";
