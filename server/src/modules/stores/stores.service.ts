import type { Store, StoreHours, StoreSearchBody, StoreSearchResult } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import type { InventoryService } from "../inventory";
import {
  geocodeCity,
  geocodePostalCode,
  nearestCity,
  roundKm,
  type GeoPoint,
  type Place,
} from "./geo.helpers";
import { isOpenAt } from "./store-hours.helpers";
import {
  selectAllStores,
  selectStoresById,
  selectStoresNear,
  type StoreRow,
} from "./stores.tables";

/** A store as other areas see it. */
export interface StoreSummary {
  storeId: string;
  name: string;
  pickupEnabled: boolean;
}

/** What the cart needs of a store to deliver there (issue 12, decision 0058). */
export interface StoreDelivery extends StoreSummary {
  /** Takes ship-to-store parcels from the warehouse for collection. */
  shipToStore: boolean;
  addressLine1: string;
  city: string;
  country: string;
  province: string | null;
  postalCode: string;
  timezone: string;
  phone: string;
  hours: StoreHours[];
}

/** A store with its address, for lists (the associate login's store picker). */
export interface StoreListing extends StoreSummary {
  addressLine1: string;
  city: string;
  province: string | null;
  postalCode: string;
  country: string;
  phone: string;
  timezone: string;
}

export interface StoresService {
  /** Stores near a place, nearest first, with pickup stock for the SKUs asked. */
  search(
    body: StoreSearchBody,
    site: SiteScope,
    options: { pickupOnly: boolean },
  ): Promise<StoreSearchResult>;
  /** One store; an unknown id is STR404 naming `storeId`. */
  storeById(storeId: string): Promise<StoreSummary>;
  /** Stores by id, in the order asked; an unknown id is STR404 naming `storeIds.{index}`. */
  storesById(storeIds: readonly string[]): Promise<StoreSummary[]>;
  /** The delivery facts of the stores asked that exist, by id (unknown ids are left out). */
  deliveryStores(storeIds: readonly string[], tx?: Queryable): Promise<Map<string, StoreDelivery>>;
  /** Every store, by country then name; only one country's when `country` is given. */
  listStores(country?: string): Promise<StoreListing[]>;
  /** Stores near a postal code (nearest first); an unknown postal code is STR404. */
  storesNearPostalCode(
    postalCode: string,
    radiusKm: number,
    site: SiteScope,
  ): Promise<StoreSummary[]>;
}

const NEARBY_LIMIT = 20;

function locate(body: StoreSearchBody, site: SiteScope): GeoPoint & { label: string } {
  const country = body.country ?? site.country;
  if (body.latitude !== undefined && body.longitude !== undefined) {
    const point = { latitude: body.latitude, longitude: body.longitude };
    // A shopper's own location is told back as the city it is near, for them to confirm.
    const city = nearestCity(point);
    return { ...point, label: city ? city.name : `${body.latitude},${body.longitude}` };
  }
  if (body.postalCode) return placeOfPostalCode(body.postalCode, country);
  const place = body.city ? geocodeCity(body.city, country) : null;
  if (!place)
    throw new AppError("STR404", {
      field: "city",
      message: `We do not know the city "${body.city ?? ""}". Try a postal code or a nearby city.`,
    });
  return place;
}

function placeOfPostalCode(postalCode: string, country: string): Place {
  const place = geocodePostalCode(postalCode, country);
  if (!place)
    throw new AppError("STR404", {
      field: "postalCode",
      message: `We do not know the postal code "${postalCode}". Try a city or a nearby postal code.`,
    });
  return place;
}

const summary = (row: StoreRow): StoreSummary => ({
  storeId: row.store_id,
  name: row.name,
  pickupEnabled: row.pickup_enabled,
});

export function createStoresService(deps: {
  db: Db;
  inventory: InventoryService;
  now?: () => Date;
}): StoresService {
  const now = deps.now ?? (() => new Date());

  return {
    async search(body, site, options) {
      const origin = locate(body, site);
      const rows = await selectStoresNear(
        deps.db,
        { ...origin, radiusKm: body.radius, pickupOnly: options.pickupOnly },
        body.count,
      );
      const skus = [...new Set(body.skus ?? [])];
      const stock = await deps.inventory.storeStock(
        skus,
        rows.map((row) => row.store_id),
      );
      const at = now();
      const stores = rows.map((row): Store => ({
        storeId: row.store_id,
        name: row.name,
        addressLine1: row.address_line1,
        city: row.city,
        province: row.province,
        postalCode: row.postal_code,
        country: row.country,
        phone: row.phone,
        latitude: row.latitude,
        longitude: row.longitude,
        distance: roundKm(row.distance_km),
        distanceUnit: "km",
        timezone: row.timezone,
        hours: row.hours,
        openNow: isOpenAt(row.hours, row.timezone, at),
        pickupEnabled: row.pickup_enabled,
        storeInventory: skus.map((upc) => {
          const quantity = stock.get(row.store_id)?.get(upc) ?? 0;
          return { upc, quantity, available: row.pickup_enabled && quantity > 0 };
        }),
      }));
      return {
        origin: { latitude: origin.latitude, longitude: origin.longitude, label: origin.label },
        radius: body.radius,
        total: rows[0]?.total ?? 0,
        stores,
      };
    },

    async storeById(storeId) {
      const [row] = await selectStoresById(deps.db, [storeId]);
      if (!row)
        throw new AppError("STR404", {
          field: "storeId",
          message: `Store ${storeId} was not found.`,
        });
      return summary(row);
    },

    async storesById(storeIds) {
      const rows = await selectStoresById(deps.db, storeIds);
      return storeIds.map((storeId, index) => {
        const row = rows.find((candidate) => candidate.store_id === storeId);
        if (!row)
          throw new AppError("STR404", {
            field: `storeIds.${index}`,
            message: `Store ${storeId} was not found.`,
          });
        return summary(row);
      });
    },

    async deliveryStores(storeIds, tx) {
      const rows = await selectStoresById(tx ?? deps.db, [...new Set(storeIds)]);
      return new Map(
        rows.map((row) => [
          row.store_id,
          {
            ...summary(row),
            shipToStore: row.ship_to_store,
            addressLine1: row.address_line1,
            city: row.city,
            country: row.country,
            province: row.province,
            postalCode: row.postal_code,
            timezone: row.timezone,
            phone: row.phone,
            hours: row.hours,
          },
        ]),
      );
    },

    async listStores(country) {
      const rows = await selectAllStores(deps.db, country ?? null);
      return rows.map((row) => ({
        ...summary(row),
        addressLine1: row.address_line1,
        city: row.city,
        province: row.province,
        postalCode: row.postal_code,
        country: row.country,
        phone: row.phone,
        timezone: row.timezone,
      }));
    },

    async storesNearPostalCode(postalCode, radiusKm, site) {
      const origin = placeOfPostalCode(postalCode, site.country);
      const rows = await selectStoresNear(
        deps.db,
        { ...origin, radiusKm, pickupOnly: false },
        NEARBY_LIMIT,
      );
      return rows.map(summary);
    },
  };
}
