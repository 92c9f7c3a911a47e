import type {
  AvailabilityBody,
  ProductAvailability,
  ProductInventory,
  StoreProductInventory,
} from "@ridgeline/contract";
import type { SiteScope } from "../../platform/http/request-scope";
import type { CatalogService } from "../catalog";
import { stockStatus, type InventoryService } from "../inventory";
import type { StoreSummary, StoresService } from "./stores.service";

export interface AvailabilityService {
  /** Stock per size online and at the stores chosen by id or near a postal code. */
  availability(
    productId: string,
    body: AvailabilityBody | undefined,
    site: SiteScope,
  ): Promise<ProductAvailability>;
  /** Online stock per UPC. */
  inventory(productId: string): Promise<ProductInventory>;
  /** Pickup stock per UPC at one store. */
  storeInventory(productId: string, storeId: string): Promise<StoreProductInventory>;
}

export function createAvailabilityService(deps: {
  catalog: CatalogService;
  inventory: InventoryService;
  stores: StoresService;
}): AvailabilityService {
  async function chooseStores(
    body: AvailabilityBody | undefined,
    site: SiteScope,
  ): Promise<StoreSummary[]> {
    if (body?.storeIds) {
      const found = await deps.stores.storesById(body.storeIds);
      return found.filter(
        (store, index) => found.findIndex((s) => s.storeId === store.storeId) === index,
      );
    }
    if (body?.postalCode)
      return deps.stores.storesNearPostalCode(
        body.postalCode,
        body.radius,
        body.country ? { ...site, country: body.country } : site,
      );
    return [];
  }

  return {
    async availability(productId, body, site) {
      // The product first: an unknown product is PLP400 whatever the stores.
      const product = await deps.catalog.productSkus(productId);
      const stores = await chooseStores(body, site);
      const upcs = product.skus.map((sku) => sku.upc);
      const online = await deps.inventory.onlineStock(upcs);
      const atStores = await deps.inventory.storeStock(
        upcs,
        stores.map((store) => store.storeId),
      );
      return {
        productId,
        styleId: product.styleId,
        colorVariantId: product.colorVariantId,
        stores,
        sizes: product.skus.map((sku) => {
          const quantity = online.get(sku.upc) ?? 0;
          return {
            upc: sku.upc,
            colorVariantId: sku.colorVariantId,
            sizeId: sku.sizeCode,
            label: deps.catalog.sizeLabel(sku.sizeLabel, site.language),
            online: { quantity, stockStatus: stockStatus(quantity) },
            stores: stores.map((store) => {
              const units = atStores.get(store.storeId)?.get(sku.upc) ?? 0;
              return {
                storeId: store.storeId,
                quantity: units,
                available: store.pickupEnabled && units > 0,
              };
            }),
          };
        }),
      };
    },

    async inventory(productId) {
      const product = await deps.catalog.productSkus(productId);
      const online = await deps.inventory.onlineStock(product.skus.map((sku) => sku.upc));
      return {
        productId,
        styleId: product.styleId,
        inventory: product.skus.map((sku) => {
          const quantity = online.get(sku.upc) ?? 0;
          return {
            upc: sku.upc,
            colorVariantId: sku.colorVariantId,
            sizeId: sku.sizeCode,
            quantity,
            stockStatus: stockStatus(quantity),
          };
        }),
      };
    },

    async storeInventory(productId, storeId) {
      const product = await deps.catalog.productSkus(productId);
      const store = await deps.stores.storeById(storeId);
      const upcs = product.skus.map((sku) => sku.upc);
      const stock = (await deps.inventory.storeStock(upcs, [storeId])).get(storeId);
      return {
        productId,
        styleId: product.styleId,
        storeId,
        pickupEnabled: store.pickupEnabled,
        inventory: product.skus.map((sku) => {
          const quantity = stock?.get(sku.upc) ?? 0;
          return {
            upc: sku.upc,
            colorVariantId: sku.colorVariantId,
            sizeId: sku.sizeCode,
            quantity,
            available: store.pickupEnabled && quantity > 0,
          };
        }),
      };
    },
  };
}
