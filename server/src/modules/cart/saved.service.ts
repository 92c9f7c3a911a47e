import { randomUUID } from "node:crypto";
import { DEFAULT_MAX_QUANTITY, type Cart, type SavedForLater } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { CartCore } from "./cart-core.service";
import { touchCart } from "./cart.tables";
import { deleteItem, selectItems } from "./cart-lines.tables";
import { savedForLaterView, savedItemView } from "./saved-view.helpers";
import {
  deleteSavedItem,
  ensureSavedList,
  selectSavedItem,
  selectSavedItems,
  selectSavedListId,
  upsertSavedItem,
} from "./saved.tables";

export interface SaveForLaterInput {
  productId: string;
  upc: string;
  qty: number;
  /** With `itemId`: the bag line moving out of the bag. */
  cartId?: string | undefined;
  itemId?: string | undefined;
  /** A made-to-order size's recipe (a bag line moving keeps its own). */
  recipeId?: string | undefined;
}

/** Saved for later (000 §3, §7; decision 0057): one list per shopper and site. */
export interface SaveForLaterService {
  /** A page of the sizes the shopper set aside on this site, newest first. */
  savedForLater(
    shopper: Shopper,
    site: SiteScope,
    page: { start: number; count: number },
  ): Promise<SavedForLater>;
  /** Sets a size aside, or moves a bag line there (out of the bag in the same step). */
  saveForLater(input: SaveForLaterInput, shopper: Shopper, site: SiteScope): Promise<SavedForLater>;
  /** Moves a saved size back into the bag with the add's checks; it leaves the list. */
  moveSavedToCart(
    basketId: string,
    input: { saveForLaterId: string; itemId: string },
    shopper: Shopper,
  ): Promise<Cart>;
  removeSavedItem(
    saveForLaterId: string,
    itemId: string,
    shopper: Shopper,
    site: SiteScope,
  ): Promise<SavedForLater>;
}

export function createSaveForLater(core: CartCore): SaveForLaterService {
  const { db, deps, ownedCart, addUnits, lineOf, writeCart } = core;

  /** The list `listId` when it is this shopper's on this site; anyone else is told ORD404. */
  async function ownedList(
    tx: Queryable,
    listId: string,
    shopper: Shopper,
    siteId: string,
  ): Promise<string> {
    const own = await selectSavedListId(tx, shopper.consumerNo, siteId);
    if (own !== listId) {
      throw new AppError("ORD404", {
        field: "saveForLaterId",
        message: `There is no saved-for-later list ${listId}.`,
      });
    }
    return own;
  }

  const noSavedItem = (itemId: string) =>
    new AppError("ORD404", { field: "itemId", message: `There is no saved item ${itemId}.` });

  async function savedView(
    tx: Queryable,
    shopper: Shopper,
    site: SiteScope,
    page: { start: number; count: number },
  ): Promise<SavedForLater> {
    // An employee session does not load the list (000 §6): it shows an empty one.
    const listId =
      shopper.consumerType === "EMPLOYEE"
        ? null
        : await selectSavedListId(tx, shopper.consumerNo, site.siteId);
    if (!listId) return savedForLaterView(null, [], { total: 0, ...page });
    const { items, total } = await selectSavedItems(tx, listId, page.start, page.count);
    const upcs = items.map((row) => row.upc);
    const market = { currency: site.currency, language: site.language };
    const [offers, stock] = await Promise.all([
      deps.catalog.offers(upcs, market, tx),
      deps.inventory.onlineStock(upcs, tx),
    ]);
    const views = items.map((row) =>
      savedItemView(row, offers.get(row.upc), stock.get(row.upc) ?? 0, site),
    );
    return savedForLaterView(listId, views, { total, ...page });
  }

  const FIRST_PAGE = { start: 0, count: 24 };

  return {
    savedForLater(shopper, site, page) {
      return savedView(db, shopper, site, page);
    },

    async saveForLater(input, shopper, site) {
      if (shopper.consumerType === "EMPLOYEE") {
        throw new AppError("AUT432", {
          message: "Saved for later is not kept in an employee session.",
        });
      }
      await db.transaction(async (tx) => {
        let { upc, qty, productId } = input;
        let recipeId = input.recipeId ?? null;
        if (input.cartId && input.itemId) {
          // A bag line moves: it leaves the bag in this step, with its units and size.
          const cart = await ownedCart(tx, input.cartId, shopper, true);
          const line = lineOf(await selectItems(tx, cart.basket_id), input.itemId, input.upc);
          ({ upc, qty } = line);
          productId = line.product_id;
          recipeId = line.recipe_id ?? null;
          await deleteItem(tx, cart.basket_id, line.item_id);
          await touchCart(tx, cart.basket_id);
        }
        const market = { currency: site.currency, language: site.language };
        const offer = (await deps.catalog.offers([upc], market, tx)).get(upc);
        if (!offer || (productId !== offer.style_id && productId !== offer.color_variant_id)) {
          throw new AppError("ORD404", {
            field: "upc",
            message: `No size ${upc} of product ${productId}.`,
          });
        }
        if (recipeId !== null && !offer.is_customs)
          throw new AppError("VAL400", {
            field: "recipeId",
            message: "A recipe is only for made-to-order items.",
          });
        // Two tabs making the list at once end with one: it is unique per shopper and site.
        const listId = await ensureSavedList(tx, shopper.consumerNo, site.siteId, randomUUID());
        await upsertSavedItem(tx, listId, {
          item_id: randomUUID(),
          upc,
          product_id: offer.color_variant_id,
          qty,
          recipe_id: recipeId,
        });
      });
      return savedView(db, shopper, site, FIRST_PAGE);
    },

    moveSavedToCart(basketId, input, shopper) {
      return writeCart(basketId, shopper, async (tx, cart) => {
        const listId = await ownedList(tx, input.saveForLaterId, shopper, cart.site_id);
        const saved = await selectSavedItem(tx, listId, input.itemId);
        if (!saved) throw noSavedItem(input.itemId);
        await addUnits(tx, cart, {
          productId: saved.product_id,
          upc: saved.upc,
          qty: saved.qty,
          maxQty: DEFAULT_MAX_QUANTITY,
          ...(saved.recipe_id ? { recipeId: saved.recipe_id } : {}),
        });
        await deleteSavedItem(tx, listId, saved.item_id);
      });
    },

    async removeSavedItem(saveForLaterId, itemId, shopper, site) {
      await db.transaction(async (tx) => {
        const listId = await ownedList(tx, saveForLaterId, shopper, site.siteId);
        if (!(await deleteSavedItem(tx, listId, itemId))) throw noSavedItem(itemId);
      });
      return savedView(db, shopper, site, FIRST_PAGE);
    },
  };
}
