import type { CompareItem, SizeChart } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import type { CatalogService } from "../catalog";
import { PRODUCT_TYPE_CHARTS, SIZE_RUN_CHARTS, type Gender } from "./size-chart.data";

export interface MerchandisingService {
  /** The size chart of a product type, for one gender or all; unknown type → API404. */
  sizeChart(productType: string, gender: Gender | undefined, site: SiteScope): SizeChart;
  /** Products side by side; an unknown id is PLP400 naming its position in productIds. */
  compare(productIds: readonly string[], site: SiteScope): Promise<{ products: CompareItem[] }>;
}

const CM_PER_INCH = 2.54;
const GENDERS: readonly Gender[] = ["men", "women", "kids"];

/** Centimetres to inches, to one decimal. */
export function toInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 10) / 10;
}

export function createMerchandisingService(deps: {
  catalog: CatalogService;
}): MerchandisingService {
  return {
    sizeChart(productType, gender, site) {
      const byGender = PRODUCT_TYPE_CHARTS[productType];
      if (!byGender)
        throw new AppError("API404", {
          field: "productType",
          message: `There is no size chart for product type ${productType}.`,
        });
      const charts = GENDERS.filter((g) => gender === undefined || g === gender).flatMap((g) => {
        const sizeRun = byGender[g];
        const chart = sizeRun ? SIZE_RUN_CHARTS[sizeRun] : undefined;
        if (!sizeRun || !chart) return [];
        return [
          {
            gender: g,
            sizeRun,
            measurements: [...chart.measurements],
            rows: chart.rows.map((row) => ({
              sizeId: row.sizeId,
              label: deps.catalog.sizeLabel(row.label, site.language),
              measurements: Object.fromEntries(
                Object.entries(row.cm).map(([name, cm]) => [name, { cm, in: toInches(cm) }]),
              ),
              conversions: { ...row.conversions },
            })),
          },
        ];
      });
      return { productType, charts };
    },

    async compare(productIds, site) {
      const products: CompareItem[] = [];
      for (const [index, productId] of productIds.entries()) {
        const details = await deps.catalog
          .productDetails(productId, site)
          .catch((error: unknown) => {
            if (error instanceof AppError && error.errorId === "PLP400")
              throw new AppError("PLP400", {
                field: `productIds.${index}`,
                message: `Product ${productId} was not found.`,
              });
            throw error;
          });
        const image = details.images[details.selectedColorId]?.[0];
        if (!image) throw new AppError("PLP400", { field: `productIds.${index}` });
        products.push({
          productId: details.productId,
          name: details.name,
          url: details.url,
          image,
          price: {
            currency: details.prices.currency,
            current: details.prices.current,
            original: details.prices.original,
            lowCurrent: details.prices.lowCurrent,
            highCurrent: details.prices.highCurrent,
          },
          rating: details.rating,
          colors: details.attributes.colors.map((c) => ({ id: c.id, label: c.label, hex: c.hex })),
          sizes: details.attributes.sizes,
          attributes: {
            brand: details.brand,
            category: details.breadcrumbs.at(-1)?.name ?? "",
            productType: details.productType,
            season: details.season,
            badge: details.badge,
          },
        });
      }
      return { products };
    },
  };
}
