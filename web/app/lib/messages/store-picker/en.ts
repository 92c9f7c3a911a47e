/**
 * English text of choosing a store and its stock (listing filter, product page): the keys every
 * language must translate. `{name}` marks a value.
 */
export const EN_STORE_PICKER = {
  "store.check": "Check stock in a store",
  "store.pickupAt": "Pick up at {store}",
  "store.useMyLocation": "Use my location",
  "store.locating": "Finding where you are…",
  "store.locationFailed": "We could not tell where you are. Type a postal code or city instead.",
  "store.nearMe":
    "Showing places near {place}, where you are now. Not right? Type a postal code or city above.",
  "store.query": "Postal code or city",
  "store.search": "Find stores",
  "store.choose": "Choose this store",
  "store.chosen": "Your store",
  "store.inStock": "In stock in {colour}: {sizes}",
  "store.noStock": "Not in stock in {colour}",
  "store.openNow": "Open now",
  "store.closedNow": "Closed now",
  "store.km": "{distance} km",
  "store.noResults": "No stores within reach of “{query}”.",
  "store.noPickup": "No pickup at this store",
  "stores.error.unknown":
    "We couldn't find “{q}”. Check the spelling, or try a postal code or a nearby city.",
  "sizeChart.close": "Close",
} as const;
