import type { Db, Queryable } from "../server/src/platform/database/db.types";
import { rebuildSearchIndex } from "../server/src/modules/search/search.service";
import { generateCatalog } from "./catalog-generator";
import type { SeedCatalog } from "./catalog.types";

export interface SeedCounts {
  sites: number;
  categories: number;
  styles: number;
  colors: number;
  skus: number;
  stores: number;
  stockRecords: number;
}

// Demo data tables, children first. Carts and sessions are shopper data and survive a reload.
const DEMO_TABLES = [
  "inventory",
  "prices",
  "skus",
  "colors",
  "styles",
  "categories",
  "stores",
  "sites",
];

/** Rows per insert: big catalogues (generateCatalog({ styles })) go in slices of this many. */
const INSERT_CHUNK = 100_000;

/** Inserts rows column by column through `unnest`, one statement per table (per slice). */
async function insertColumns(
  tx: Queryable,
  table: string,
  columns: Record<string, Column>,
): Promise<void> {
  const names = Object.keys(columns);
  const first = columns[names[0] ?? ""];
  if (!first || first.values.length === 0) return;
  const casts = names.map((name, index) => `$${index + 1}::${columns[name]?.type}[]`);
  const selects = names.map((name) => columns[name]?.select?.(name) ?? name);
  for (let from = 0; from < first.values.length; from += INSERT_CHUNK) {
    await tx.query(
      `insert into ${table} (${names.join(", ")})
       select ${selects.join(", ")} from unnest(${casts.join(", ")}) as u(${names.join(", ")})`,
      names.map((name) => columns[name]?.values.slice(from, from + INSERT_CHUNK)),
    );
  }
}

interface Column {
  type: string;
  values: unknown[];
  /** An expression over the unnested value, for columns whose type unnest cannot carry. */
  select?: (name: string) => string;
}

const col = <T>(type: string, rows: readonly T[], pick: (row: T) => unknown): Column => ({
  type,
  values: rows.map(pick),
});

/** Replaces the demo catalogue, stores and stock with the generated data, in one transaction. */
export async function loadSeed(
  db: Db,
  catalog: SeedCatalog = generateCatalog(),
): Promise<SeedCounts> {
  const colors = catalog.styles.flatMap((style) => style.colors.map((color) => ({ style, color })));
  const skus = colors.flatMap(({ style, color }) =>
    color.skus.map((sku) => ({ style, color, sku })),
  );
  const prices = colors.flatMap(({ color }) =>
    Object.entries(color.prices).map(([currency, price]) => ({ color, currency, price })),
  );
  const stock = skus.flatMap(({ sku }) => [
    { upc: sku.upc, location: "online", quantity: sku.onlineStock },
    ...Object.entries(sku.storeStock).map(([location, quantity]) => ({
      upc: sku.upc,
      location,
      quantity,
    })),
  ]);

  await db.transaction(async (tx) => {
    for (const table of DEMO_TABLES) await tx.query(`delete from ${table}`);
    await insertColumns(tx, "sites", {
      site_id: col("text", catalog.sites, (s) => s.siteId),
      locale: col("text", catalog.sites, (s) => s.locale),
      country: col("text", catalog.sites, (s) => s.country),
      language: col("text", catalog.sites, (s) => s.language),
      currency: col("text", catalog.sites, (s) => s.currency),
      name: col("text", catalog.sites, (s) => s.name),
      is_default: col("boolean", catalog.sites, (s) => s.isDefault),
    });
    // Parents before children: the tree's foreign key checks each row as it lands.
    const categories = [...catalog.categories].sort((a, b) => a.level - b.level);
    await insertColumns(tx, "categories", {
      category_id: col("text", categories, (c) => c.categoryId),
      parent_id: col("text", categories, (c) => c.parentId),
      slug: col("text", categories, (c) => c.slug),
      level: col("smallint", categories, (c) => c.level),
      position: col("integer", categories, (c) => c.position),
      names: col("jsonb", categories, (c) => JSON.stringify(c.names)),
    });
    const styles = catalog.styles;
    await insertColumns(tx, "styles", {
      style_id: col("text", styles, (s) => s.styleId),
      name: col("text", styles, (s) => s.name),
      slug: col("text", styles, (s) => s.slug),
      description: col("text", styles, (s) => s.description),
      brand: col("text", styles, (s) => s.brand),
      product_type: col("text", styles, (s) => s.productType),
      category_id: col("text", styles, (s) => s.categoryId),
      gender: col("text", styles, (s) => s.gender),
      season: col("text", styles, (s) => s.season),
      badge: col("text", styles, (s) => s.badge),
      eyebrow: col("text", styles, (s) => s.eyebrow),
      rating_score: col("float8", styles, (s) => s.ratingScore),
      reviews_count: col("integer", styles, (s) => s.reviewsCount),
      created_at: col("timestamptz", styles, (s) => s.createdAt),
    });
    await insertColumns(tx, "colors", {
      color_variant_id: col("text", colors, (c) => c.color.colorVariantId),
      style_id: col("text", colors, (c) => c.style.styleId),
      color_code: col("text", colors, (c) => c.color.colorCode),
      color_name: col("text", colors, (c) => c.color.colorName),
      color_family: col("text", colors, (c) => c.color.colorFamily),
      // unnest flattens arrays of arrays, so each colourway's hex list travels as one string.
      hex: {
        ...col("text", colors, (c) => c.color.hex.join(",")),
        select: (name) => `string_to_array(${name}, ',')`,
      },
      position: col("integer", colors, (c) => c.color.position),
      is_default: col("boolean", colors, (c) => c.color.isDefault),
    });
    await insertColumns(tx, "skus", {
      upc: col("text", skus, (s) => s.sku.upc),
      color_variant_id: col("text", skus, (s) => s.color.colorVariantId),
      style_id: col("text", skus, (s) => s.style.styleId),
      size_code: col("text", skus, (s) => s.sku.sizeCode),
      size_label: col("text", skus, (s) => s.sku.sizeLabel),
      position: col("integer", skus, (s) => s.sku.position),
    });
    await insertColumns(tx, "prices", {
      color_variant_id: col("text", prices, (p) => p.color.colorVariantId),
      currency: col("text", prices, (p) => p.currency),
      original_minor: col("integer", prices, (p) => p.price.originalMinor),
      current_minor: col("integer", prices, (p) => p.price.currentMinor),
    });
    const stores = catalog.stores;
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
    });
    await insertColumns(tx, "inventory", {
      upc: col("text", stock, (s) => s.upc),
      location_id: col("text", stock, (s) => s.location),
      quantity: col("integer", stock, (s) => s.quantity),
    });
  });
  await rebuildSearchIndex(db);

  return {
    sites: catalog.sites.length,
    categories: catalog.categories.length,
    styles: catalog.styles.length,
    colors: colors.length,
    skus: skus.length,
    stores: catalog.stores.length,
    stockRecords: stock.length,
  };
}

/** True when no demo catalogue has been loaded yet. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>("select count(*)::int as n from styles");
  return (rows[0]?.n ?? 0) > 0;
}
