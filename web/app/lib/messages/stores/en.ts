/**
 * English text of the store locator: the keys every language must translate. `{name}` marks a
 * value.
 */
export const EN_STORES = {
  "stores.title": "Find a store | Ridgeline Outfitters",
  "stores.description":
    "Find a Ridgeline Outfitters store near you, with opening hours, phone and in-store pickup.",
  "stores.heading": "Find a store",
  "stores.intro": "Try boots on, get a pack fitted and collect online orders at a store near you.",
  "stores.place": "Postal code or city",
  "stores.radius": "Distance",
  "stores.submit": "Find stores",
  "stores.searching": "Searching…",
  "stores.results.one": "{count} store within {radius} of {place}",
  "stores.results.other": "{count} stores within {radius} of {place}",
  "stores.none": "No stores within {radius} of {place}. Try a larger distance.",
  "stores.around": "Our stores around {city}",
  "stores.error.invalid": "Enter a postal code or a city name (2 to 80 characters).",
  "stores.openNow": "Open now",
  "stores.closedNow": "Closed now",
  "stores.away": "{distance} away",
  "stores.pickup": "In-store pickup available",
  "stores.hours": "Opening hours",
  "stores.closed": "Closed",
  "stores.today": "Today",
  "stores.directions": "Get directions",
  "stores.directionsLabel": "Get directions to {name} on OpenStreetMap (opens in a new tab)",
} as const;
