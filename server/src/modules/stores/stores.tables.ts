import type { StoreHours } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

export interface StoreRow {
  store_id: string;
  name: string;
  address_line1: string;
  city: string;
  province: string | null;
  postal_code: string;
  country: string;
  phone: string;
  latitude: number;
  longitude: number;
  timezone: string;
  hours: StoreHours[];
  pickup_enabled: boolean;
  ship_to_store: boolean;
}

export interface NearbyStoreRow extends StoreRow {
  distance_km: number;
  total: number;
}

const STORE_COLUMNS = `store_id, name, address_line1, city, province, postal_code, country, phone,
  latitude, longitude, timezone, hours, pickup_enabled, ship_to_store`;

// Haversine in plain SQL: earthdistance/cube hang PGlite next to pg_trgm (docs/known-issues.md).
const DISTANCE_KM = `6371 * 2 * asin(least(1, sqrt(
    power(sin(radians(latitude - $1) / 2), 2)
    + cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2))))`;

/**
 * A coordinate to the micro-degree (about 11 cm). PostgreSQL refuses a float result that
 * underflows to zero, so a caller's 1e-300 would fail the haversine instead of meaning 0.
 */
const toMicroDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** Stores within a radius of a point, nearest first, each row carrying the count within it. */
export async function selectStoresNear(
  db: Queryable,
  near: { latitude: number; longitude: number; radiusKm: number; pickupOnly: boolean },
  limit: number,
): Promise<NearbyStoreRow[]> {
  return db.query<NearbyStoreRow>(
    `select *, count(*) over ()::int as total from (
       select ${STORE_COLUMNS}, ${DISTANCE_KM} as distance_km
         from stores where ($4 = false or pickup_enabled)) s
      where distance_km <= $3
      order by distance_km, store_id
      limit $5`,
    [
      toMicroDegrees(near.latitude),
      toMicroDegrees(near.longitude),
      near.radiusKm,
      near.pickupOnly,
      limit,
    ],
  );
}

export async function selectStoresById(
  db: Queryable,
  storeIds: readonly string[],
): Promise<StoreRow[]> {
  if (storeIds.length === 0) return [];
  return db.query<StoreRow>(
    `select ${STORE_COLUMNS} from stores where store_id = any($1::text[]) order by store_id`,
    [[...storeIds]],
  );
}

/** Every store (or one country's), by country then name. */
export async function selectAllStores(db: Queryable, country: string | null): Promise<StoreRow[]> {
  return db.query<StoreRow>(
    `select ${STORE_COLUMNS} from stores where ($1::text is null or country = $1)
      order by country, name, store_id`,
    [country],
  );
}
