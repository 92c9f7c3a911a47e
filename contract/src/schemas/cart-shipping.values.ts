// The bag's shipping constants the browser needs too: no schema library here, so a page that
// imports them does not ship the validation library (e2e/page-weight.spec.ts).

/** The home shipment's id (000 §3 shippingMethods). */
export const HOME_SHIPMENT_ID = "me";

/** The method that takes the home shipment to a collection point (a relay point). */
export const PUDO_METHOD_CODE = "PUDO";
