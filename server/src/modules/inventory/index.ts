/** The inventory area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
export { clearInventorySeed, importInventorySeed, type StockSeed } from "./inventory.seed";
