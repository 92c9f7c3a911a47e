/** The inventory area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { createInventoryService, type InventoryService } from "./inventory.service";

export type { InventoryService };
export { stockStatus, LOW_STOCK_THRESHOLD, type StockStatus } from "./inventory.service";
export {
  MAX_RESERVED_QTY,
  type ReservationRow,
  type ReservationStatus,
  type StockLine,
} from "./reservations.service";

/** Stock per SKU and location (online or a store); tells the others when stock changes. */
export const inventoryArea = defineArea()({
  name: "inventory",
  needs: {},
  create: ({ db, events }) => createInventoryService({ db, events }),
});

// Demo data: what seed/ hands this area.
export { clearInventorySeed, importInventorySeed, type StockSeed } from "./inventory.seed";
