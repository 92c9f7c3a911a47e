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
  "store.noResults": "No stores within reach of “{query}”.",
  "store.noPickup": "No pickup at this store",
  "stores.error.unknown":
    "We couldn't find “{q}”. Check the spelling, or try a postal code or a nearby city.",
  "sizeChart.close": "Close",
  // Reserve and collect (decision 0071).
  "reserve.action": "Reserve at this store",
  "reserve.title": "Reserve at {store}",
  "reserve.intro":
    "We hold it for you for 48 hours. Nothing to pay now: you pay at the till when you collect it.",
  "reserve.size": "Size",
  "reserve.firstName": "First name",
  "reserve.lastName": "Last name",
  "reserve.email": "E-mail",
  "reserve.phone": "Phone (optional)",
  "reserve.submit": "Reserve",
  "reserve.done": "Reserved: {number}",
  "reserve.doneText": "{store} holds {qty} × {name} ({colour}, size {size}) for you until {until}.",
  "reserve.payAtTill":
    "Pay {price} at the till when you collect it. We sent the details to {email}.",
  "reserve.list": "See or cancel your reservations",
  "reserve.error.INV405": "The store no longer has this size on its shelves.",
  "reserve.error.RSV409": "You already hold 3 reservations. Cancel one to make another.",
  "reserve.error.SHP404": "This store does not hold items for collection.",
  "reserve.error.other": "We could not reserve it. Please check the form and try again.",
} as const;
