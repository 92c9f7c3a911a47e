/** How an order travels, on the checkout's review, the confirmation and the order page. */
export const EN_DELIVERY = {
  "delivery.kind.home": "Home delivery",
  "delivery.kind.point": "Collection point",
  "delivery.kind.store": "Store pickup",
  "delivery.kind.sts": "Ship to store",
  "delivery.kind.email": "By e-mail",
  "delivery.collectAt": "Collect at {place}",
  "delivery.emailed": "Sent to the recipient by e-mail: nothing to collect.",
  "delivery.free": "Free",
  "delivery.arrives": "Arrives {date}",
  "delivery.arrivesBetween": "Arrives {first} – {last}",
  "delivery.ready": "Ready to collect {date}",
  "delivery.readyBetween": "Ready to collect {first} – {last}",
} as const;
