/** The stores area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export { clearStoresSeed, importStoresSeed, type StoreSeed } from "./stores.seed";
