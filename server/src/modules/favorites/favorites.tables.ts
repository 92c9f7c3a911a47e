import type { Queryable } from "../../platform/database/db.types";

export interface FavoriteListRow {
  favorite_id: string;
  consumer_no: string;
}

export interface FavoriteItemRow {
  item_id: string;
  product_id: string;
  style_id: string;
  qty: number;
  item_type: string;
  added_at: Date;
}

export interface FavoriteShareRow {
  favorite_id: string;
  created_at: Date;
}

export async function selectListOf(
  db: Queryable,
  consumerNo: string,
): Promise<FavoriteListRow | null> {
  const rows = await db.query<FavoriteListRow>(
    "select favorite_id, consumer_no from favorite_lists where consumer_no = $1",
    [consumerNo],
  );
  return rows[0] ?? null;
}

/** The shopper's list, made when they have none; two tabs at once still end with one list. */
export async function ensureListOf(
  db: Queryable,
  consumerNo: string,
  newFavoriteId: string,
): Promise<FavoriteListRow> {
  await db.query(
    `insert into favorite_lists (favorite_id, consumer_no) values ($1, $2)
     on conflict (consumer_no) do nothing`,
    [newFavoriteId, consumerNo],
  );
  const list = await selectListOf(db, consumerNo);
  if (!list) throw new Error(`favourites list of ${consumerNo} vanished`);
  return list;
}

/** Locks a list's row, so writes to one list (adding, merging) are serialised. */
export async function lockList(db: Queryable, favoriteId: string): Promise<void> {
  await db.query("select 1 from favorite_lists where favorite_id = $1 for update", [favoriteId]);
}

export async function touchList(db: Queryable, favoriteId: string): Promise<void> {
  await db.query("update favorite_lists set updated_at = now() where favorite_id = $1", [
    favoriteId,
  ]);
}

export async function deleteList(db: Queryable, favoriteId: string): Promise<void> {
  await db.query("delete from favorite_lists where favorite_id = $1", [favoriteId]);
}

const ITEM_COLUMNS = "item_id, product_id, style_id, qty, item_type, added_at";

/** Every item of a list, newest first (lists are capped, so this stays small). */
export async function selectItems(db: Queryable, favoriteId: string): Promise<FavoriteItemRow[]> {
  return db.query<FavoriteItemRow>(
    `select ${ITEM_COLUMNS} from favorite_items where favorite_id = $1
      order by added_at desc, item_id`,
    [favoriteId],
  );
}

export async function countItems(db: Queryable, favoriteId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    "select count(*)::int as n from favorite_items where favorite_id = $1",
    [favoriteId],
  );
  return rows[0]?.n ?? 0;
}

/** Adds an item unless the list has that product already; answers whether it was added. */
export async function insertItem(
  db: Queryable,
  favoriteId: string,
  item: Omit<FavoriteItemRow, "added_at"> & { added_at?: Date },
): Promise<boolean> {
  const rows = await db.query<{ item_id: string }>(
    `insert into favorite_items (item_id, favorite_id, product_id, style_id, qty, item_type, added_at)
     values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()))
     on conflict (favorite_id, product_id) do nothing
     returning item_id`,
    [
      item.item_id,
      favoriteId,
      item.product_id,
      item.style_id,
      item.qty,
      item.item_type,
      item.added_at ?? null,
    ],
  );
  return rows.length > 0;
}

/** Deletes an item of a list; answers whether there was one. */
export async function deleteItem(
  db: Queryable,
  favoriteId: string,
  itemId: string,
): Promise<boolean> {
  const rows = await db.query<{ item_id: string }>(
    "delete from favorite_items where favorite_id = $1 and item_id = $2 returning item_id",
    [favoriteId, itemId],
  );
  return rows.length > 0;
}

/** Makes or replaces the list's share link (stored as the token's hash only). */
export async function upsertShare(
  db: Queryable,
  favoriteId: string,
  tokenHash: string,
): Promise<FavoriteShareRow> {
  const rows = await db.query<FavoriteShareRow>(
    `insert into favorite_shares (favorite_id, token_hash) values ($1, $2)
     on conflict (favorite_id) do update set token_hash = excluded.token_hash, created_at = now()
     returning favorite_id, created_at`,
    [favoriteId, tokenHash],
  );
  const row = rows[0];
  if (!row) throw new Error(`share link of ${favoriteId} was not stored`);
  return row;
}

export async function selectShare(
  db: Queryable,
  favoriteId: string,
): Promise<FavoriteShareRow | null> {
  const rows = await db.query<FavoriteShareRow>(
    "select favorite_id, created_at from favorite_shares where favorite_id = $1",
    [favoriteId],
  );
  return rows[0] ?? null;
}

/** The list a share token's hash opens, if any. */
export async function selectSharedList(db: Queryable, tokenHash: string): Promise<string | null> {
  const rows = await db.query<{ favorite_id: string }>(
    "select favorite_id from favorite_shares where token_hash = $1",
    [tokenHash],
  );
  return rows[0]?.favorite_id ?? null;
}

/** Deletes these shoppers' lists (items and share links go by cascade); answers how many. */
export async function deleteListsOf(
  db: Queryable,
  consumerNos: readonly string[],
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (delete from favorite_lists where consumer_no = any($1::text[]) returning 1)
     select count(*)::int as n from gone`,
    [consumerNos],
  );
  return rows[0]?.n ?? 0;
}
