import type { Queryable } from "../../platform/database/db.types";

/** A size on a shopper's saved-for-later list. */
export interface SavedItemRow {
  item_id: string;
  upc: string;
  product_id: string;
  qty: number;
  /** A made-to-order size's recipe; null for others. */
  recipe_id: string | null;
}

export async function selectSavedListId(
  db: Queryable,
  consumerNo: string,
  siteId: string,
): Promise<string | null> {
  const rows = await db.query<{ list_id: string }>(
    "select list_id from saved_lists where consumer_no = $1 and site_id = $2",
    [consumerNo, siteId],
  );
  return rows[0]?.list_id ?? null;
}

/** The shopper's list on a site, made on first use (`listId` is the id a new one gets). */
export async function ensureSavedList(
  db: Queryable,
  consumerNo: string,
  siteId: string,
  listId: string,
): Promise<string> {
  const rows = await db.query<{ list_id: string }>(
    `insert into saved_lists (list_id, consumer_no, site_id) values ($1, $2, $3)
     on conflict (consumer_no, site_id) do update set consumer_no = excluded.consumer_no
     returning list_id`,
    [listId, consumerNo, siteId],
  );
  const id = rows[0]?.list_id;
  if (!id) throw new Error("the saved-for-later list was neither made nor found");
  return id;
}

/** A page of the list, newest first, and how many items it has. */
export async function selectSavedItems(
  db: Queryable,
  listId: string,
  start: number,
  count: number,
): Promise<{ items: SavedItemRow[]; total: number }> {
  const [items, totals] = await Promise.all([
    db.query<SavedItemRow>(
      `select item_id, upc, product_id, qty, recipe_id from saved_items where list_id = $1
        order by saved_at desc, item_id limit $2 offset $3`,
      [listId, count, start],
    ),
    db.query<{ n: number }>("select count(*)::int as n from saved_items where list_id = $1", [
      listId,
    ]),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function selectSavedItem(
  db: Queryable,
  listId: string,
  itemId: string,
): Promise<SavedItemRow | null> {
  const rows = await db.query<SavedItemRow>(
    `select item_id, upc, product_id, qty, recipe_id from saved_items
      where list_id = $1 and item_id = $2`,
    [listId, itemId],
  );
  return rows[0] ?? null;
}

/** Sets a size aside; the same size (and recipe) again adds its units to the item there. */
export async function upsertSavedItem(
  db: Queryable,
  listId: string,
  item: SavedItemRow,
): Promise<void> {
  await db.query(
    `insert into saved_items (item_id, list_id, upc, product_id, qty, recipe_id)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (list_id, upc, (coalesce(recipe_id, ''))) do update
        set qty = saved_items.qty + excluded.qty, saved_at = now()`,
    [item.item_id, listId, item.upc, item.product_id, item.qty, item.recipe_id],
  );
}

/** Answers whether the item was there. */
export async function deleteSavedItem(
  db: Queryable,
  listId: string,
  itemId: string,
): Promise<boolean> {
  const rows = await db.query<{ item_id: string }>(
    "delete from saved_items where list_id = $1 and item_id = $2 returning item_id",
    [listId, itemId],
  );
  return rows.length > 0;
}

/**
 * At sign-in the guest's lists become the shopper's: where the shopper has a list on the same
 * site the guest's items join it (units of one size summed), otherwise the list changes hands.
 */
export async function adoptGuestSavedLists(
  tx: Queryable,
  guestNo: string,
  consumerNo: string,
): Promise<void> {
  const guestLists = await tx.query<{ list_id: string; site_id: string }>(
    "select list_id, site_id from saved_lists where consumer_no = $1 for update",
    [guestNo],
  );
  for (const guest of guestLists) {
    const own = await selectSavedListId(tx, consumerNo, guest.site_id);
    if (!own) {
      await tx.query("update saved_lists set consumer_no = $2 where list_id = $1", [
        guest.list_id,
        consumerNo,
      ]);
      continue;
    }
    await tx.query(
      `insert into saved_items (item_id, list_id, upc, product_id, qty, saved_at, recipe_id)
       select md5(g.item_id || $2)::uuid::text, $2, g.upc, g.product_id, g.qty, g.saved_at,
              g.recipe_id
         from saved_items g where g.list_id = $1
       on conflict (list_id, upc, (coalesce(recipe_id, ''))) do update
          set qty = saved_items.qty + excluded.qty`,
      [guest.list_id, own],
    );
    await tx.query("delete from saved_lists where list_id = $1", [guest.list_id]);
  }
}

/** Deletes the lists of shoppers nobody can speak for again (gone guests). */
export async function deleteSavedListsOf(
  db: Queryable,
  consumerNos: readonly string[],
): Promise<void> {
  await db.query("delete from saved_lists where consumer_no = any($1::text[])", [consumerNos]);
}
