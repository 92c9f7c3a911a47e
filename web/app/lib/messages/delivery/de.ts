import type { EN_DELIVERY } from "./en";

export const DE_DELIVERY: Record<keyof typeof EN_DELIVERY, string> = {
  "delivery.kind.home": "Lieferung nach Hause",
  "delivery.kind.point": "Abholstation",
  "delivery.kind.store": "Abholung im Geschäft",
  "delivery.kind.sts": "Lieferung ins Geschäft",
  "delivery.kind.email": "Per E-Mail",
  "delivery.collectAt": "Abholen bei {place}",
  "delivery.emailed": "Per E-Mail an den Empfänger: nichts abzuholen.",
  "delivery.free": "Kostenlos",
  "delivery.arrives": "Lieferung am {date}",
  "delivery.arrivesBetween": "Lieferung zwischen {first} und {last}",
  "delivery.ready": "Abholbereit am {date}",
  "delivery.readyBetween": "Abholbereit zwischen {first} und {last}",
};
