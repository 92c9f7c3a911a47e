// The consent feature's server door: sign-in carries a recorded choice to a new device.
export { carryConsent } from "./consent.server";
