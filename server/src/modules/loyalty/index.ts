/** The loyalty area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export { importLoyaltySeed } from "./loyalty.seed";
