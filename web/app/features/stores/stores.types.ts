import type { Store } from "@ridgeline/contract";

// The stores feature's data as the pages that show it (the product page's store stock, the
// bag's store and collection-point searches) and their components read it.

/** A search for stores near a place, and what it found. */
export interface StoreSearch {
  query: string;
  stores: Store[];
  error: string | null;
  /** Searched around the shopper's own location: the place the API named it (a city). */
  nearMe?: string;
}

/** The store a shopper chose for a product's pickup, with what can be picked up there. */
export interface ChosenStore {
  storeId: string;
  name: string;
  pickupEnabled: boolean;
  /** Sizes of the chosen colour that can be picked up there now. */
  sizes: string[];
  /** The same sizes with their UPCs: what the shopper may reserve there (decision 0071). */
  reservable: { upc: string; size: string }[];
}
