// The stores feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export { chooserHref, type ListingStore } from "./listing-store";
export { StoreChooser } from "./StoreChooser";
export { StoreQueryField } from "./StoreQueryField";
export { StoreResults } from "./StoreResults";
export type { ChosenStore, StoreSearch } from "./stores.types";
export { default as storesCss } from "./stores.css?url";
