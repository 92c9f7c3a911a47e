import type { Queryable } from "../../platform/database/db.types";
import { col, insertColumns } from "../../platform/database/insert-columns";

/** A demo "complete the look" set, as seed/product-sets.ts makes it. */
export interface ProductSetSeed {
  productSetId: string;
  gender: string;
  position: number;
  names: Record<string, string>;
  styleIds: readonly string[];
}

/**
 * Deletes the product sets before a reload of the demo data (shoppers' product views stay);
 * their items point at the catalogue's styles, so this goes before the catalogue is cleared.
 */
export async function clearProductSetSeed(tx: Queryable): Promise<void> {
  await tx.query("delete from product_set_items");
  await tx.query("delete from product_sets");
}

/** Writes the demo product sets and their styles, in order. */
export async function importProductSetSeed(
  tx: Queryable,
  productSets: readonly ProductSetSeed[],
): Promise<void> {
  await insertColumns(tx, "product_sets", {
    product_set_id: col("text", productSets, (s) => s.productSetId),
    gender: col("text", productSets, (s) => s.gender),
    position: col("integer", productSets, (s) => s.position),
    names: col("jsonb", productSets, (s) => JSON.stringify(s.names)),
  });
  const items = productSets.flatMap((set) =>
    set.styleIds.map((styleId, position) => ({ set, styleId, position })),
  );
  await insertColumns(tx, "product_set_items", {
    product_set_id: col("text", items, (i) => i.set.productSetId),
    style_id: col("text", items, (i) => i.styleId),
    position: col("integer", items, (i) => i.position),
  });
}
