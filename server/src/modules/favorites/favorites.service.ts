import { randomBytes, randomUUID } from "node:crypto";
import {
  MAX_FAVORITES,
  type FavoriteItem,
  type FavoriteIds,
  type Favorites,
  type FavoritesShare,
  type SharedFavorites,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { CatalogService } from "../catalog";
import type { InventoryService } from "../inventory";
import type { SiteService } from "../site";
import {
  buildFavoriteItem,
  hashShareToken,
  itemsToAdopt,
  pageOf,
  type SavedProductFacts,
} from "./favorites.helpers";
import {
  deleteItem,
  deleteList,
  deleteListsOf,
  ensureListOf,
  insertItem,
  lockList,
  selectItems,
  selectListOf,
  selectShare,
  selectSharedList,
  touchList,
  upsertShare,
  type FavoriteItemRow,
} from "./favorites.tables";

export interface Paging {
  start: number;
  count: number;
}

export interface AddFavoriteInput {
  id: string;
  qty: number;
  itemType: "product";
  favoriteId?: string | undefined;
}

export interface FavoritesService {
  /** The shopper's list (empty for an employee session, spec 000 §6). */
  list(shopper: Shopper, site: SiteScope, paging: Paging): Promise<Favorites>;
  /** Every saved product id and its item id, without catalogue data (for hearts). */
  ids(shopper: Shopper, site: SiteScope): Promise<FavoriteIds>;
  /** Saves a product; saving one already on the list changes nothing (`created` false). */
  add(
    shopper: Shopper,
    site: SiteScope,
    input: AddFavoriteInput,
  ): Promise<Favorites & { item: FavoriteItem | null; created: boolean }>;
  remove(
    shopper: Shopper,
    site: SiteScope,
    favoriteId: string,
    itemId: string,
    paging: Paging,
  ): Promise<Favorites>;
  /** Makes a new share link for the list; an earlier one stops working. */
  share(shopper: Shopper, site: SiteScope, favoriteId: string): Promise<FavoritesShare>;
  shareStatus(shopper: Shopper, site: SiteScope, favoriteId: string): Promise<FavoritesShare>;
  /** A list opened by its share token, without anything naming or changing it. */
  shared(shareToken: string, site: SiteScope, paging: Paging): Promise<SharedFavorites>;
  /**
   * Carries a guest's favourites over to the registered shopper they signed in as: the guest's
   * items the registered list lacks are added (keeping when they were saved), the guest's
   * list goes. Answers the registered list's favoriteId (null when neither had one).
   * The identity area calls it when it exchanges a sign-in code for a token.
   */
  adoptGuestFavorites(
    guestConsumerNo: string,
    registeredConsumerNo: string,
  ): Promise<string | null>;
  /** The id of the shopper's favourites list, or null without one. */
  listIdOf(consumerNo: string): Promise<string | null>;
  /**
   * Deletes the lists of guests nobody can speak for again (the identity area vouches for
   * that: `identity.goneGuests`), for housekeeping. Answers how many lists went.
   */
  deleteGuestFavorites(consumerNos: readonly string[]): Promise<number>;
}

/** Where the web app shows a shared list. */
export function sharedListPath(locale: string, shareToken: string): string {
  return `/${locale}/favorites/shared/${shareToken}`;
}

export function createFavoritesService(deps: {
  db: Db;
  catalog: CatalogService;
  inventory: InventoryService;
  sites: SiteService;
}): FavoritesService {
  const { db } = deps;

  /** Favourites need the site's allowFavorites setting (spec 000 §6). */
  async function checkAllowed(site: SiteScope): Promise<void> {
    const sites = await deps.sites.listSites();
    if (sites.find((s) => s.siteId === site.siteId)?.allowFavorites === false) {
      throw new AppError("API404", {
        field: "locale",
        message: `Favourites are not available on the ${site.locale} site.`,
      });
    }
  }

  /** A list answers only to its owner; anyone else, or an employee session, is told 404. */
  async function ownedList(tx: Queryable, shopper: Shopper, favoriteId: string): Promise<string> {
    const list =
      shopper.consumerType === "EMPLOYEE" ? null : await selectListOf(tx, shopper.consumerNo);
    if (!list || list.favorite_id !== favoriteId) {
      throw new AppError("API404", {
        field: "favoriteId",
        message: `Favourites list ${favoriteId} was not found.`,
      });
    }
    return list.favorite_id;
  }

  /** Catalogue and stock facts of saved products, by saved product id. */
  async function factsOf(
    rows: readonly FavoriteItemRow[],
    site: SiteScope,
  ): Promise<Map<string, SavedProductFacts>> {
    const styleIds = [...new Set(rows.map((row) => row.style_id))];
    const tiles = new Map((await deps.catalog.tiles(styleIds, site)).map((t) => [t.productId, t]));
    const skusOf = new Map<string, string[]>();
    for (const row of rows) {
      if (!tiles.has(row.style_id)) continue;
      const skus = await deps.catalog.productSkus(row.product_id).catch(() => null);
      skusOf.set(row.product_id, skus?.skus.map((sku) => sku.upc) ?? []);
    }
    const upcs = [...new Set([...skusOf.values()].flat())];
    const stock = await deps.inventory.onlineStock(upcs);
    const offers = await deps.catalog.offers(upcs, {
      currency: site.currency,
      language: site.language,
    });
    const facts = new Map<string, SavedProductFacts>();
    for (const row of rows) {
      const tile = tiles.get(row.style_id);
      const own = skusOf.get(row.product_id);
      if (!tile || !own) continue;
      const colorPrices =
        row.product_id === row.style_id
          ? null
          : own.flatMap((upc) => {
              const offer = offers.get(upc);
              return offer && offer.current_minor !== null && offer.original_minor !== null
                ? [{ current: offer.current_minor, original: offer.original_minor }]
                : [];
            });
      facts.set(row.product_id, {
        tile,
        colorPrices,
        inStock: own.some((upc) => (stock.get(upc) ?? 0) > 0),
      });
    }
    return facts;
  }

  async function itemsView(
    rows: readonly FavoriteItemRow[],
    site: SiteScope,
    paging: Paging,
  ): Promise<{ total: number; items: FavoriteItem[] }> {
    const page = pageOf(rows, paging.start, paging.count);
    const facts = await factsOf(page, site);
    const items = page.flatMap((row) => {
      const item = buildFavoriteItem(row, facts.get(row.product_id), site.currency);
      return item ? [item] : [];
    });
    return { total: rows.length, items };
  }

  async function view(
    favoriteId: string | null,
    site: SiteScope,
    paging: Paging,
  ): Promise<Favorites> {
    const rows = favoriteId ? await selectItems(db, favoriteId) : [];
    return { favoriteId, ...paging, ...(await itemsView(rows, site, paging)) };
  }

  return {
    async list(shopper, site, paging) {
      await checkAllowed(site);
      if (shopper.consumerType === "EMPLOYEE") return view(null, site, paging);
      const list = await selectListOf(db, shopper.consumerNo);
      return view(list?.favorite_id ?? null, site, paging);
    },

    async ids(shopper, site) {
      await checkAllowed(site);
      const list =
        shopper.consumerType === "EMPLOYEE" ? null : await selectListOf(db, shopper.consumerNo);
      const rows = list ? await selectItems(db, list.favorite_id) : [];
      return {
        favoriteId: list?.favorite_id ?? null,
        total: rows.length,
        items: rows.map((row) => ({ id: row.product_id, itemId: row.item_id })),
      };
    },

    async add(shopper, site, input) {
      await checkAllowed(site);
      if (shopper.consumerType === "EMPLOYEE") {
        throw new AppError("AUT432", {
          message: "Favourites are not kept in an employee session.",
        });
      }
      // The catalogue vouches for the id before anything is written (PLP400 when unknown).
      const styleId = await deps.catalog.styleIdOf(input.id).catch((error: unknown) => {
        if (error instanceof AppError && error.errorId === "PLP400") {
          throw new AppError("PLP400", {
            field: "id",
            message: `Product ${input.id} was not found.`,
          });
        }
        throw error;
      });
      const { favoriteId, itemId, created } = await db.transaction(async (tx) => {
        const list = input.favoriteId
          ? { favorite_id: await ownedList(tx, shopper, input.favoriteId) }
          : await ensureListOf(tx, shopper.consumerNo, randomUUID());
        await lockList(tx, list.favorite_id);
        const rows = await selectItems(tx, list.favorite_id);
        const existing = rows.find((row) => row.product_id === input.id);
        if (existing)
          return { favoriteId: list.favorite_id, itemId: existing.item_id, created: false };
        if (rows.length >= MAX_FAVORITES) {
          throw new AppError("INV408", {
            field: "id",
            message: `A favourites list keeps at most ${MAX_FAVORITES} items.`,
          });
        }
        const newId = randomUUID();
        await insertItem(tx, list.favorite_id, {
          item_id: newId,
          product_id: input.id,
          style_id: styleId,
          qty: input.qty,
          item_type: input.itemType,
        });
        await touchList(tx, list.favorite_id);
        return { favoriteId: list.favorite_id, itemId: newId, created: true };
      });
      const rows = await selectItems(db, favoriteId);
      const added = rows.filter((row) => row.item_id === itemId);
      const [item] = (await itemsView(added, site, { start: 0, count: 1 })).items;
      const paging = { start: 0, count: 24 };
      return { ...(await view(favoriteId, site, paging)), item: item ?? null, created };
    },

    async remove(shopper, site, favoriteId, itemId, paging) {
      await checkAllowed(site);
      await db.transaction(async (tx) => {
        const owned = await ownedList(tx, shopper, favoriteId);
        if (!(await deleteItem(tx, owned, itemId))) {
          throw new AppError("API404", {
            field: "itemId",
            message: `Item ${itemId} is not on this list.`,
          });
        }
        await touchList(tx, owned);
      });
      return view(favoriteId, site, paging);
    },

    async share(shopper, site, favoriteId) {
      await checkAllowed(site);
      const owned = await ownedList(db, shopper, favoriteId);
      // 32 random bytes, kept only as their SHA-256 hash (spec 000 §9).
      const shareToken = randomBytes(32).toString("base64url");
      const row = await upsertShare(db, owned, hashShareToken(shareToken));
      return {
        favoriteId: owned,
        shared: true,
        shareToken,
        url: sharedListPath(site.locale, shareToken),
        createdAt: row.created_at.toISOString(),
      };
    },

    async shareStatus(shopper, site, favoriteId) {
      await checkAllowed(site);
      const owned = await ownedList(db, shopper, favoriteId);
      const row = await selectShare(db, owned);
      return {
        favoriteId: owned,
        shared: row !== null,
        shareToken: null,
        url: null,
        createdAt: row ? row.created_at.toISOString() : null,
      };
    },

    async shared(shareToken, site, paging) {
      await checkAllowed(site);
      const favoriteId = await selectSharedList(db, hashShareToken(shareToken));
      if (!favoriteId) {
        throw new AppError("API404", {
          field: "shareToken",
          message: "This shared list was not found.",
        });
      }
      const { total, items } = await itemsView(await selectItems(db, favoriteId), site, paging);
      return {
        total,
        ...paging,
        items: items.map(({ itemId: _itemId, qty: _qty, ...rest }) => rest),
      };
    },

    async listIdOf(consumerNo) {
      return (await selectListOf(db, consumerNo))?.favorite_id ?? null;
    },

    async adoptGuestFavorites(guestConsumerNo, registeredConsumerNo) {
      return db.transaction(async (tx) => {
        const guest = await selectListOf(tx, guestConsumerNo);
        const registered = await selectListOf(tx, registeredConsumerNo);
        if (!guest || guestConsumerNo === registeredConsumerNo) {
          return registered?.favorite_id ?? guest?.favorite_id ?? null;
        }
        const target = registered ?? (await ensureListOf(tx, registeredConsumerNo, randomUUID()));
        await lockList(tx, target.favorite_id);
        const have = await selectItems(tx, target.favorite_id);
        const adopt = itemsToAdopt(
          await selectItems(tx, guest.favorite_id),
          have,
          MAX_FAVORITES - have.length,
        );
        for (const item of adopt) {
          await insertItem(tx, target.favorite_id, { ...item, item_id: randomUUID() });
        }
        // The guest's list (and any share link of it) goes: its items live on in the other.
        await deleteList(tx, guest.favorite_id);
        await touchList(tx, target.favorite_id);
        return target.favorite_id;
      });
    },

    async deleteGuestFavorites(consumerNos) {
      if (consumerNos.length === 0) return 0;
      return deleteListsOf(db, consumerNos);
    },
  };
}
