import type { SeedCatalog, SeedCategory, SeedColor, SeedSku, SeedStyle } from "./catalog.types";
import categoriesData from "./data/categories.json";
import productTypesData from "./data/product-types.json";
import coloursData from "./data/colours.json";
import namesData from "./data/names.json";
import {
  at,
  createRng,
  hashString,
  pick,
  pickIndex,
  pickWeighted,
  randomInt,
  sample,
  type Rng,
} from "./seed-random";
import { SCALED_UPC_CAPACITY, scaledUpc, suffixedName } from "./catalog-scale";
import { translateStyle, type CopyParts } from "./product-copy";
import {
  buildPrices,
  buildSites,
  buildStores,
  usdRetailPrice,
  type Ending,
} from "./catalog-prices-stores";

type Gender = SeedStyle["gender"];

interface RawCategory {
  categoryId: string;
  slug: string;
  names: SeedCategory["names"];
  children?: RawCategory[];
}
// Shapes come from the JSON itself, so a renamed field in the data fails the type check here.
type RawProductType = (typeof productTypesData.types)[number];
interface Leaf {
  categoryId: string;
  path: string;
  gender: Gender;
  types: RawProductType[];
}

const GENDER_LABEL: Record<Gender, string> = { men: "Men's", women: "Women's", kids: "Kids'" };
const STYLE_TARGET = 360;
/** In a catalogue larger than the demo each SKU is stocked in this many stores, not all. */
const LARGE_STORES_PER_SKU = 2;
const UPC_A_CAPACITY = 100000;
const MIN_STYLES_PER_LEAF = 5;
const CREATED_FROM = Date.UTC(2025, 0, 1);
const CREATED_TO = Date.UTC(2026, 10, 1);
const COLOUR_COUNT_WEIGHTS = [15, 20, 25, 20, 12, 8];
const UPC_COMPANY_PREFIX = "860512";
const ID_CHARS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"];
const SIZE_RUNS: Record<string, string[][]> = productTypesData.sizeRuns;

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function upcWithCheckDigit(first11: string): string {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return `${first11}${(10 - (sum % 10)) % 10}`;
}

function buildCategories(): { categories: SeedCategory[]; leaves: Leaf[] } {
  const categories: SeedCategory[] = [];
  const leaves: Leaf[] = [];
  const types: RawProductType[] = productTypesData.types;
  const walk = (nodes: RawCategory[], parent: SeedCategory | null, path: string[]): void => {
    nodes.forEach((node, position) => {
      const level = path.length + 1;
      if (level !== 1 && level !== 2 && level !== 3)
        throw new Error(`seed data: category ${node.categoryId} too deep`);
      const category: SeedCategory = {
        categoryId: node.categoryId,
        parentId: parent ? parent.categoryId : null,
        slug: node.slug,
        level,
        position,
        names: node.names,
      };
      categories.push(category);
      const nodePath = [...path, node.slug];
      if (node.children && node.children.length > 0) return walk(node.children, category, nodePath);
      const gender = at(nodePath, 0);
      if (gender !== "men" && gender !== "women" && gender !== "kids")
        throw new Error(`seed data: bad root ${gender}`);
      const pathKey = nodePath.join("/");
      const leafTypes = types.filter((t) => t.categories.includes(pathKey));
      if (leafTypes.length === 0) throw new Error(`seed data: no product type for leaf ${pathKey}`);
      leaves.push({ categoryId: node.categoryId, path: pathKey, gender, types: leafTypes });
    });
  };
  walk(categoriesData, null, []);
  return { categories, leaves };
}

function styleCountsPerLeaf(leaves: Leaf[], target: number): number[] {
  const counts = leaves.map(() => MIN_STYLES_PER_LEAF);
  const weights = leaves.map((leaf) => Math.max(...leaf.types.map((t) => t.weight)));
  const rng = createRng(hashString("style-counts"));
  for (let extra = target - counts.length * MIN_STYLES_PER_LEAF; extra > 0; extra--) {
    const index = pickWeighted(rng, weights);
    counts[index] = at(counts, index) + 1;
  }
  return counts;
}

interface Registry {
  styleIds: Set<string>;
  names: Set<string>;
  slugs: Set<string>;
  upcCount: number;
  storeIds: string[];
  /** Larger than the demo: suffixed names, sparse store stock, 13-digit codes past UPC-A's room. */
  large: boolean;
}

function uniqueStyleId(rng: Rng, prefix: string, registry: Registry): string {
  for (;;) {
    let id = prefix;
    for (let i = 0; i < 6; i++) id += pick(rng, ID_CHARS);
    if (!registry.styleIds.has(id)) {
      registry.styleIds.add(id);
      return id;
    }
  }
}

interface StyleName {
  name: string;
  shortName: string;
  parts: Pick<CopyParts, "series" | "modifier" | "nounIndex" | "suffix">;
}

function uniqueName(rng: Rng, type: RawProductType, gender: Gender, registry: Registry): StyleName {
  const attempts = registry.large ? 30 : 2000;
  for (let attempt = 0; attempt < attempts; attempt++) {
    // Draws in the order the English-only generator made them, so its names stay the same.
    const modifier = rng() < 0.3 ? pick(rng, namesData.modifiers) : null;
    const series = pick(rng, namesData.series);
    const nounIndex = pickIndex(rng, type.nouns.length);
    const shortName = `${series}${modifier ? ` ${modifier}` : ""} ${at(type.nouns, nounIndex)}`;
    const name = `${GENDER_LABEL[gender]} ${shortName}`;
    const slug = slugify(name);
    if (registry.names.has(name) || registry.slugs.has(slug)) continue;
    registry.names.add(name);
    registry.slugs.add(slug);
    return { name, shortName, parts: { series, modifier, nounIndex, suffix: null } };
  }
  if (!registry.large)
    throw new Error(`seed data: ran out of unique names for ${gender} ${type.key}`);
  const series = pick(rng, namesData.series);
  const nounIndex = pickIndex(rng, type.nouns.length);
  const base = `${series} ${at(type.nouns, nounIndex)}`;
  const shortName = suffixedName(base, (n) => {
    const name = `${GENDER_LABEL[gender]} ${n}`;
    return !registry.names.has(name) && !registry.slugs.has(slugify(name));
  });
  const name = `${GENDER_LABEL[gender]} ${shortName}`;
  registry.names.add(name);
  registry.slugs.add(slugify(name));
  const suffix = shortName.slice(base.length + 1);
  return { name, shortName, parts: { series, modifier: null, nounIndex, suffix } };
}

function groupOf(groups: Record<string, string[]>, key: string): string[] {
  const group = groups[key];
  if (!group || group.length === 0) throw new Error(`seed data: names.json has no group ${key}`);
  return group;
}

type DescriptionParts = Pick<
  CopyParts,
  | "introIndex"
  | "adjectiveIndex"
  | "activities"
  | "activityIndex"
  | "materials"
  | "materialIndex"
  | "features"
  | "featureIndexes"
>;

/** The English description and the picks it was made of (the same picks make the others). */
function describeStyle(
  rng: Rng,
  type: RawProductType,
  shortName: string,
): { description: string; parts: DescriptionParts } {
  const introIndex = pickIndex(rng, namesData.intros.length);
  const adjectiveIndex = pickIndex(rng, namesData.adjectives.length);
  const activities = groupOf(namesData.activities, type.activities);
  const activityIndex = pickIndex(rng, activities.length);
  const intro = at(namesData.intros, introIndex)
    .replace("{name}", shortName)
    .replace("{adjective}", at(namesData.adjectives, adjectiveIndex))
    .replace("{descriptor}", type.descriptor)
    .replace("{activity}", at(activities, activityIndex));
  const materials = groupOf(namesData.materials, type.materials);
  const materialIndex = pickIndex(rng, materials.length);
  const features = groupOf(namesData.features, type.features);
  const featureIndexes = sample(rng, indexesOf(features), randomInt(rng, 0, 2));
  return {
    description: [
      intro,
      at(materials, materialIndex),
      ...featureIndexes.map((i) => at(features, i)),
    ].join(" "),
    parts: {
      introIndex,
      adjectiveIndex,
      activities: type.activities,
      activityIndex,
      materials: type.materials,
      materialIndex,
      features: type.features,
      featureIndexes,
    },
  };
}

const INDEXES: number[][] = [];
/** [0, 1, … length-1], shared: sampling indexes draws exactly as sampling the items did. */
function indexesOf(items: readonly unknown[]): number[] {
  return (INDEXES[items.length] ??= items.map((_, i) => i));
}

function buildSkus(rng: Rng, sizes: string[][], registry: Registry): SeedSku[] {
  return sizes.map(([sizeCode = "", sizeLabel = ""], position) => {
    // Multiplying by a number coprime to 10^5 permutes item references:
    // codes look scattered yet can never repeat.
    const count = registry.upcCount++;
    if (count >= UPC_A_CAPACITY + SCALED_UPC_CAPACITY)
      throw new Error("seed data: UPC item references exhausted");
    const itemRef = (count * 7919 + 40213) % UPC_A_CAPACITY;
    const storeStock: Record<string, number> = {};
    if (registry.large) {
      for (const storeId of sample(rng, registry.storeIds, LARGE_STORES_PER_SKU))
        storeStock[storeId] = randomInt(rng, 1, 12);
    } else {
      for (const storeId of registry.storeIds)
        storeStock[storeId] = rng() < 0.3 ? 0 : randomInt(rng, 1, 12);
    }
    return {
      upc:
        count < UPC_A_CAPACITY
          ? upcWithCheckDigit(`${UPC_COMPANY_PREFIX}${String(itemRef).padStart(5, "0")}`)
          : scaledUpc(count - UPC_A_CAPACITY),
      sizeCode,
      sizeLabel,
      position,
      onlineStock: rng() < 0.08 ? 0 : randomInt(rng, 1, 60),
      storeStock,
    };
  });
}

function buildColors(
  rng: Rng,
  style: { styleId: string; type: RawProductType; gender: Gender },
  registry: Registry,
): SeedColor[] {
  const sizeRunName = style.type.sizeRuns[style.gender];
  const sizes = sizeRunName ? SIZE_RUNS[sizeRunName] : undefined;
  if (!sizes) throw new Error(`seed data: ${style.type.key} has no size run for ${style.gender}`);
  const range = style.gender === "kids" ? style.type.priceUsd.kids : style.type.priceUsd.adult;
  if (!range || range.length !== 2)
    throw new Error(`seed data: ${style.type.key} has no ${style.gender} price range`);
  const [minUsd = 0, maxUsd = 0] = range;
  const ending: Ending = pick(rng, ["00", "00", "95", "99"] as const);
  const baseTarget = randomInt(rng, minUsd * 100, maxUsd * 100);
  // Some styles price a few colourways differently so the listing shows a from–to range.
  const variesByColour = rng() < 0.3;
  const count = pickWeighted(rng, COLOUR_COUNT_WEIGHTS) + 1;
  return sample(rng, coloursData, count).map((colour, position) => {
    const shift = variesByColour && position > 0 ? pick(rng, [-1500, -1000, 0, 1000, 1500]) : 0;
    const usdOriginal = usdRetailPrice(baseTarget + shift, ending, minUsd * 100, maxUsd * 100);
    return {
      colorVariantId: `${style.styleId}${colour.code}`,
      colorCode: colour.code,
      colorName: colour.name,
      colorNames: colour.names,
      colorFamily: colour.family,
      hex: [...colour.hex],
      position,
      isDefault: position === 0,
      prices: buildPrices(rng, usdOriginal, ending),
      skus: buildSkus(rng, sizes, registry),
    };
  });
}

function buildStyle(rng: Rng, type: RawProductType, leaf: Leaf, registry: Registry): SeedStyle {
  const styleId = uniqueStyleId(rng, type.prefix, registry);
  const { name, shortName, parts: nameParts } = uniqueName(rng, type, leaf.gender, registry);
  const created = new Date(
    CREATED_FROM + Math.floor((rng() * (CREATED_TO - CREATED_FROM)) / 60000) * 60000,
  );
  const reviewsCount = rng() < 0.08 ? 0 : Math.floor(rng() ** 2 * 1200) + 1;
  // Square root skews ratings towards the 4s, as real storefront ratings are.
  const ratingScore =
    reviewsCount === 0 ? 0 : Math.min(50, Math.round(30 + 20 * Math.sqrt(rng()))) / 10;
  const { description, parts: descriptionParts } = describeStyle(rng, type, shortName);
  return {
    styleId,
    name,
    slug: slugify(name),
    description,
    translations: translateStyle({
      typeKey: type.key,
      gender: leaf.gender,
      ...nameParts,
      ...descriptionParts,
    }),
    brand: rng() < 0.15 ? pick(rng, namesData.subBrands) : namesData.mainBrand,
    productType: type.key,
    categoryId: leaf.categoryId,
    gender: leaf.gender,
    season: `${pick(rng, type.seasons)}${String(created.getUTCFullYear()).slice(2)}`,
    badge: rng() < 0.25 ? pick(rng, namesData.badges) : null,
    eyebrow: rng() < 0.2 ? pick(rng, namesData.eyebrows) : null,
    ratingScore,
    reviewsCount,
    createdAt: created.toISOString(),
    colors: buildColors(rng, { styleId, type, gender: leaf.gender }, registry),
  };
}

/**
 * Builds the whole demo catalogue from the JSON data files; same output on every call.
 * `styles` asks for a bigger (or smaller) catalogue, for load tests; the default is the demo.
 */
export function generateCatalog(options: { styles?: number } = {}): SeedCatalog {
  const target = options.styles ?? STYLE_TARGET;
  const sites = buildSites();
  const { categories, leaves } = buildCategories();
  const stores = buildStores();
  const registry: Registry = {
    styleIds: new Set(),
    names: new Set(),
    slugs: new Set(),
    upcCount: 0,
    storeIds: stores.map((s) => s.storeId),
    large: target > STYLE_TARGET,
  };
  const counts = styleCountsPerLeaf(leaves, target);
  const styles: SeedStyle[] = [];
  leaves.forEach((leaf, leafIndex) => {
    for (let i = 0; i < at(counts, leafIndex); i++) {
      const rng = createRng(hashString(`${leaf.path}#${i}`));
      styles.push(buildStyle(rng, at(leaf.types, i % leaf.types.length), leaf, registry));
    }
  });
  return { sites, categories, styles, stores };
}
