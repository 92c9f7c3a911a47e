import { productPath, toMajor, type ProductTile } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import { productImage, type CatalogService } from "./catalog.service";
import { selectColors } from "./catalog.tables";
import { descendantIds, findCategoryPath } from "./category-tree.helpers";
import { selectSearchPage, type SearchSort } from "./product-search.tables";

export interface SearchQuery {
  categoryId?: string | undefined;
  q?: string | undefined;
  sort: SearchSort;
  start: number;
  count: number;
}

export interface SearchResult {
  total: number;
  start: number;
  count: number;
  sort: SearchSort;
  category: {
    id: string;
    name: string;
    breadcrumbs: { id: string; name: string; url: string }[];
  } | null;
  products: ProductTile[];
}

export interface ProductSearchService {
  search(query: SearchQuery, site: SiteScope): Promise<SearchResult>;
}

export function createProductSearchService(deps: {
  db: Db;
  catalog: CatalogService;
}): ProductSearchService {
  return {
    async search(query, site) {
      let categoryIds: string[] | null = null;
      let category: SearchResult["category"] = null;
      if (query.categoryId) {
        const path = findCategoryPath(await deps.catalog.categoryTree(site), query.categoryId);
        const node = path.at(-1);
        if (!node)
          throw new AppError("PLP400", {
            field: "categoryId",
            message: "This category does not exist.",
          });
        categoryIds = descendantIds(node);
        category = {
          id: node.id,
          name: node.name,
          breadcrumbs: path.map((step) => ({ id: step.id, name: step.name, url: step.url })),
        };
      }
      const text = query.q?.trim() || null;
      const filter = { categoryIds, text, currency: site.currency };
      const page = { sort: query.sort, start: query.start, count: query.count };
      const rows = await selectSearchPage(deps.db, filter, page);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.start > 0) {
        // Past the last page no row carries the total: count from the first page instead.
        const [first] = await selectSearchPage(deps.db, filter, { ...page, start: 0, count: 1 });
        total = first?.total ?? 0;
      }
      const colors = await selectColors(
        deps.db,
        rows.map((row) => row.style_id),
        site.currency,
      );
      const money = (minor: number) => toMajor(minor, site.currency);
      const products = rows.map((row): ProductTile => {
        const own = colors.filter(
          (color) => color.style_id === row.style_id && color.current_minor !== null,
        );
        const first = own.find((color) => color.is_default) ?? own[0];
        return {
          productId: row.style_id,
          name: row.name,
          url: productPath(site.locale, row.slug, row.style_id),
          image: productImage(first?.color_variant_id ?? row.style_id, row.name),
          colors: own.map((color) => ({
            colorVariantId: color.color_variant_id,
            label: color.color_name,
            hex: color.hex[0] ?? "#8A8A8A",
            image: productImage(color.color_variant_id, `${row.name} in ${color.color_name}`),
          })),
          price: {
            currency: site.currency,
            lowCurrent: money(row.low_current),
            highCurrent: money(row.high_current),
            lowOriginal: money(row.low_original),
            highOriginal: money(row.high_original),
          },
          rating: { score: row.rating_score, reviewsCount: row.reviews_count },
          badge: row.badge,
        };
      });
      return {
        total,
        start: query.start,
        count: products.length,
        sort: query.sort,
        category,
        products,
      };
    },
  };
}
