import type { Db, Queryable } from "../server/src/platform/database/db.types";
import { rebuildSearchIndex } from "../server/src/modules/search/search.service";
import { generateCatalog } from "./catalog-generator";
import type { SeedCatalog } from "./catalog.types";
import { generateReviews, type SeedReviews } from "./review-generator";
import { generateProductSets } from "./product-sets";
import { generateStoreEmployees } from "./store-employees";

export interface SeedCounts {
  sites: number;
  categories: number;
  styles: number;
  colors: number;
  skus: number;
  stores: number;
  stockRecords: number;
  reviews: number;
  questions: number;
  productSets: number;
}

// Demo data tables, children first. Carts and sessions are shopper data and survive a reload.
const DEMO_TABLES = [
  "product_set_items",
  "product_sets",
  "inventory",
  "prices",
  "skus",
  "colors",
  "styles",
  "categories",
  "store_employees",
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

/** Rows per insert for the biggest tables, so a large catalogue never builds one huge statement. */
const CHUNK = 5000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Replaces the demo reviews and questions (those without a shopper) and makes every style's
 * rating and reviews count match its visible reviews, shoppers' included.
 */
async function loadReviews(tx: Queryable, data: SeedReviews): Promise<void> {
  await tx.query("delete from reviews where consumer_no is null");
  await tx.query("delete from review_questions where consumer_no is null");
  for (const reviews of chunks(data.reviews)) {
    await insertColumns(tx, "reviews", {
      review_id: col("text", reviews, (r) => r.reviewId),
      style_id: col("text", reviews, (r) => r.styleId),
      nickname: col("text", reviews, (r) => r.nickname),
      rating: col("smallint", reviews, (r) => r.rating),
      title: col("text", reviews, (r) => r.title),
      text: col("text", reviews, (r) => r.text),
      language: col("text", reviews, (r) => r.language),
      helpful_count: col("integer", reviews, (r) => r.helpfulCount),
      unhelpful_count: col("integer", reviews, (r) => r.unhelpfulCount),
      created_at: col("timestamptz", reviews, (r) => r.createdAt),
    });
    const translations = reviews.flatMap((review) =>
      review.translations.map((translation) => ({ review, translation })),
    );
    await insertColumns(tx, "review_translations", {
      review_id: col("text", translations, (t) => t.review.reviewId),
      language: col("text", translations, (t) => t.translation.language),
      title: col("text", translations, (t) => t.translation.title),
      text: col("text", translations, (t) => t.translation.text),
    });
  }
  const questions = data.questions;
  await insertColumns(tx, "review_questions", {
    question_id: col("text", questions, (q) => q.questionId),
    style_id: col("text", questions, (q) => q.styleId),
    nickname: col("text", questions, (q) => q.nickname),
    text: col("text", questions, (q) => q.text),
    created_at: col("timestamptz", questions, (q) => q.createdAt),
  });
  const answers = questions.flatMap((question) => question.answers);
  await insertColumns(tx, "review_answers", {
    answer_id: col("text", answers, (a) => a.answerId),
    question_id: col("text", answers, (a) => a.questionId),
    nickname: col("text", answers, (a) => a.nickname),
    text: col("text", answers, (a) => a.text),
    created_at: col("timestamptz", answers, (a) => a.createdAt),
  });
  // Same rounding as the reviews area: one decimal, 0 without reviews.
  await tx.query(
    `update styles s
        set rating_score = coalesce(r.score, 0), reviews_count = coalesce(r.n, 0)
       from styles s2
       left join (select style_id, round(avg(rating)::numeric, 1)::float8 as score, count(*)::int as n
                    from reviews where not hidden group by style_id) r on r.style_id = s2.style_id
      where s2.style_id = s.style_id`,
  );
}

/** Replaces the demo catalogue, stores, stock and reviews with the generated data, in one transaction. */
export async function loadSeed(
  db: Db,
  catalog: SeedCatalog = generateCatalog(),
  reviews: SeedReviews = generateReviews(catalog.styles),
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
  const productSets = generateProductSets(catalog.styles);
  const setItems = productSets.flatMap((set) =>
    set.styleIds.map((styleId, position) => ({ set, styleId, position })),
  );

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
      simplified_enrolment: col("boolean", catalog.sites, (s) => s.simplifiedEnrolment ?? false),
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
      translations: col("jsonb", styles, (s) => JSON.stringify(s.translations)),
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
      color_names: col("jsonb", colors, (c) => JSON.stringify(c.color.colorNames)),
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
    const employees = generateStoreEmployees(stores.map((s) => s.storeId));
    await insertColumns(tx, "store_employees", {
      store_id: col("text", employees, (e) => e.storeId),
      store_employee_id: col("text", employees, (e) => e.storeEmployeeId),
      first_name: col("text", employees, (e) => e.firstName),
      last_name: col("text", employees, (e) => e.lastName),
    });
    await insertColumns(tx, "inventory", {
      upc: col("text", stock, (s) => s.upc),
      location_id: col("text", stock, (s) => s.location),
      quantity: col("integer", stock, (s) => s.quantity),
    });
    await loadReviews(tx, reviews);
    await insertColumns(tx, "product_sets", {
      product_set_id: col("text", productSets, (s) => s.productSetId),
      gender: col("text", productSets, (s) => s.gender),
      position: col("integer", productSets, (s) => s.position),
      names: col("jsonb", productSets, (s) => JSON.stringify(s.names)),
    });
    await insertColumns(tx, "product_set_items", {
      product_set_id: col("text", setItems, (i) => i.set.productSetId),
      style_id: col("text", setItems, (i) => i.styleId),
      position: col("integer", setItems, (i) => i.position),
    });
  });
  // Freshly bulk-loaded tables have no statistics until autovacuum comes by; without them the
  // index rebuild's plan nests a million-SKU aggregate in a loop (minutes instead of seconds).
  await db.query("analyze");
  await rebuildSearchIndex(db);

  return {
    sites: catalog.sites.length,
    categories: catalog.categories.length,
    styles: catalog.styles.length,
    colors: colors.length,
    skus: skus.length,
    stores: catalog.stores.length,
    stockRecords: stock.length,
    reviews: reviews.reviews.length,
    questions: reviews.questions.length,
    productSets: productSets.length,
  };
}

/** True when no demo catalogue has been loaded yet. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>("select count(*)::int as n from styles");
  return (rows[0]?.n ?? 0) > 0;
}
