import type { StoreHours } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { col, insertColumns } from "../../platform/database/insert-columns";
import type { StoreListing } from "./stores.service";

/** A demo store, as the seed (seed/catalog-prices-stores.ts) makes it. */
export interface StoreSeed extends StoreListing {
  latitude: number;
  longitude: number;
  hours: readonly StoreHours[];
  /** Takes ship-to-store parcels for collection; the pickup stores' default. */
  shipToStore?: boolean;
}

/** Deletes the stores before a reload of the demo data: every store is demo data. */
export async function clearStoresSeed(tx: Queryable): Promise<void> {
  await tx.query("delete from stores");
}

/** Writes the demo stores. */
export async function importStoresSeed(tx: Queryable, stores: readonly StoreSeed[]): Promise<void> {
  await insertColumns(tx, "stores", {
    store_id: col("text", stores, (s) => s.storeId),
    name: col("text", stores, (s) => s.name),
    address_line1: col("text", stores, (s) => s.addressLine1),
    city: col("text", stores, (s) => s.city),
    province: col("text", stores, (s) => s.province),
    postal_code: col("text", stores, (s) => s.postalCode),
    country: col("text", stores, (s) => s.country),
    phone: col("text", stores, (s) => s.phone),
    latitude: col("float8", stores, (s) => s.latitude),
    longitude: col("float8", stores, (s) => s.longitude),
    timezone: col("text", stores, (s) => s.timezone),
    hours: col("jsonb", stores, (s) => JSON.stringify(s.hours)),
    pickup_enabled: col("boolean", stores, (s) => s.pickupEnabled),
    ship_to_store: col("boolean", stores, (s) => s.shipToStore ?? s.pickupEnabled),
  });
}
