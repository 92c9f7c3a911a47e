import type { ProductSet } from "@ridgeline/contract";
import { createSharedCache } from "../../platform/cache/shared-cache";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import type { CatalogService } from "../catalog";
import { selectSet, selectSetsOfStyle, type ProductSetRow } from "./merchandising.tables";

export interface ProductSetSummary {
  productSetId: string;
  name: string;
  productIds: string[];
}

export interface ProductSetsService {
  /** The sets the product (a style, or a colour variant's style) belongs to. */
  setsOf(
    productId: string,
    site: SiteScope,
  ): Promise<{ productId: string; productSets: ProductSetSummary[] }>;
  /** One set with its products as tiles; an unknown set is PLP400. */
  productSet(productSetId: string, site: SiteScope): Promise<ProductSet>;
  /** Styles that complete the look of a style: the other members of its sets, in set order. */
  completeTheLook(styleId: string): Promise<string[]>;
}

const nameOf = (row: ProductSetRow, site: SiteScope) =>
  row.names[site.language] ?? row.names["en"] ?? row.product_set_id;

/** Sets of a style, and sets by id, each process keeps (LRU past this many each). */
const CACHE_ENTRIES = 5_000;

export function createProductSetsService(deps: {
  db: Db;
  catalog: CatalogService;
  /** How often the product sets' cache version is read (0: on every read, for tests). */
  syncIntervalMs?: number;
}): ProductSetsService {
  // The same for every shopper and changed only by the demo load or an operator: kept per
  // process until the product sets' version moves (decision 0052).
  const cacheOf = <V>() =>
    createSharedCache<V>({
      db: deps.db,
      name: "product-sets",
      checkEveryMs: deps.syncIntervalMs ?? 1_000,
      maxEntries: CACHE_ENTRIES,
    });
  const setsOfStyles = cacheOf<ProductSetRow[]>();
  const setsById = cacheOf<ProductSetRow | null>();
  const setsOfStyle = (styleId: string) =>
    setsOfStyles.get(styleId, () => selectSetsOfStyle(deps.db, styleId));

  return {
    async setsOf(productId, site) {
      const { styleId } = await deps.catalog.productSkus(productId);
      const rows = await setsOfStyle(styleId);
      return {
        productId,
        productSets: rows.map((row) => ({
          productSetId: row.product_set_id,
          name: nameOf(row, site),
          productIds: row.style_ids,
        })),
      };
    },

    async productSet(productSetId, site) {
      const row = await setsById.get(productSetId, () => selectSet(deps.db, productSetId));
      if (!row)
        throw new AppError("PLP400", {
          field: "productSetId",
          message: `Product set ${productSetId} was not found.`,
        });
      return {
        productSetId: row.product_set_id,
        name: nameOf(row, site),
        products: await deps.catalog.tiles(row.style_ids, site),
      };
    },

    async completeTheLook(styleId) {
      const rows = await setsOfStyle(styleId);
      const ids = rows.flatMap((row) => row.style_ids).filter((id) => id !== styleId);
      return [...new Set(ids)];
    },
  };
}
