import { randomUUID } from "node:crypto";
import { DEFAULT_MAX_QUANTITY, type Cart, type SavedForLater } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { CatalogService, Market } from "../catalog";
import type { InventoryService } from "../inventory";
import { buildCartView, payableItemTotalMinor, type CartOrderDiscount } from "./cart-view.helpers";
import { savedForLaterView, savedItemView } from "./saved-view.helpers";
import {
  adoptGuestSavedLists,
  deleteSavedItem,
  deleteSavedListsOf,
  ensureSavedList,
  selectSavedItem,
  selectSavedItems,
  selectSavedListId,
  upsertSavedItem,
} from "./saved.tables";
import {
  adoptGuestCarts,
  deleteCartsOf,
  deleteItem,
  insertCart,
  lockShopperCarts,
  selectItems,
  selectOpenCart,
  selectOpenCartOf,
  touchCart,
  updateItem,
  upsertItem,
  type CartItemRow,
  type CartRow,
} from "./cart.tables";

export interface AddItemInput {
  cartId: string;
  productId: string;
  upc: string;
  qty: number;
  maxQty: number;
}

export interface UpdateItemInput {
  cartId: string;
  itemId: string;
  productId: string;
  upc: string;
  qty: number;
  maxQty?: number | undefined;
}

export interface RemoveItemInput {
  cartId: string;
  itemId: string;
  upc?: string | undefined;
}

export interface SaveForLaterInput {
  productId: string;
  upc: string;
  qty: number;
  /** With `itemId`: the bag line moving out of the bag. */
  cartId?: string | undefined;
  itemId?: string | undefined;
}

export interface CartService {
  /** The shopper's open cart on this site, created when they have none. */
  createCart(shopper: Shopper, site: SiteScope): Promise<{ cart: Cart; created: boolean }>;
  getCart(basketId: string, shopper: Shopper | null): Promise<Cart>;
  addItem(input: AddItemInput, shopper: Shopper): Promise<Cart>;
  /** A line's new quantity, size or colour; a line of the same size already there joins it. */
  updateItem(input: UpdateItemInput, shopper: Shopper): Promise<Cart>;
  removeItem(input: RemoveItemInput, shopper: Shopper): Promise<Cart>;
  /**
   * Deletes the carts of guests nobody can speak for again (the identity area vouches for
   * that: `identity.goneGuests`); carts that became orders stay. Answers how many went.
   */
  deleteGuestCarts(consumerNos: readonly string[]): Promise<number>;
  /**
   * At sign-in: the guest's open carts become the shopper's, merged into the shopper's own
   * open cart of the same site. Answers the resulting carts and the lines each gained.
   */
  adoptGuestCarts(
    guestNo: string,
    consumerNo: string,
  ): Promise<{ basketId: string; siteId: string; merged: number }[]>;
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
  /** The id of the shopper's open cart on a site, or null without one. */
  openBasketId(consumerNo: string, siteId: string): Promise<string | null>;
}

/** A cart shows its lines in the currency and language of the site it was made on. */
function marketOf(cart: CartRow): Market {
  return { currency: cart.currency, language: cart.locale.split("-")[0] ?? "en" };
}

export function createCartService(deps: {
  db: Db;
  catalog: CatalogService;
  inventory: InventoryService;
  /** An order-level discount of the cart's owner (the employee discount), from another area. */
  orderDiscount?: (
    consumerNo: string,
    currency: CartRow["currency"],
    itemTotalMinor: number,
    db: Queryable,
  ) => Promise<CartOrderDiscount | null>;
}): CartService {
  const { db } = deps;

  /** A cart answers only to its owner; anyone else is told it does not exist. */
  async function ownedCart(
    tx: Queryable,
    basketId: string,
    shopper: Shopper | null,
    lock: boolean,
  ): Promise<CartRow> {
    const cart = await selectOpenCart(tx, basketId, lock);
    if (!cart || !shopper || cart.consumer_no !== shopper.consumerNo) {
      throw new AppError("BSK404", { message: `Cart ${basketId} was not found.` });
    }
    return cart;
  }

  /**
   * The checks every write of a line makes, inside the cart's lock: the size is one of the
   * product's and has a price, the quantity is within the line's maximum and the stock.
   * Answers the size's offer.
   */
  async function checkLine(
    tx: Queryable,
    cart: CartRow,
    line: { productId: string; upc: string; qty: number; maxQty: number },
  ) {
    const offer = (await deps.catalog.offers([line.upc], marketOf(cart), tx)).get(line.upc);
    const matchesProduct =
      offer && (line.productId === offer.style_id || line.productId === offer.color_variant_id);
    if (!offer || !matchesProduct) {
      throw new AppError("ORD404", {
        field: "upc",
        message: `No size ${line.upc} of product ${line.productId}.`,
      });
    }
    if (offer.current_minor === null) throw new AppError("INV702");
    if (line.qty > line.maxQty) {
      throw new AppError("INV408", {
        field: "qty",
        message: `You can have at most ${line.maxQty} of this item.`,
      });
    }
    const available = (await deps.inventory.onlineStock([line.upc], tx)).get(line.upc) ?? 0;
    if (available <= 0) throw new AppError("INV700", { field: "upc" });
    if (line.qty > available) {
      throw new AppError("INV405", {
        field: "qty",
        message: `Only ${available} of this size ${available === 1 ? "is" : "are"} available.`,
      });
    }
    return offer;
  }

  /** The cart's line with this id, or ORD404 naming it. */
  function lineOf(rows: CartItemRow[], itemId: string, upc?: string): CartItemRow {
    const row = rows.find((candidate) => candidate.item_id === itemId);
    if (!row || (upc !== undefined && row.upc !== upc)) {
      throw new AppError("ORD404", {
        field: "itemId",
        message: `There is no item ${itemId}${upc ? ` of size ${upc}` : ""} in this cart.`,
      });
    }
    return row;
  }

  /**
   * A write to one cart: its row lock serialises writes to it (two tabs, a double click), the
   * work runs inside the same transaction, and the answer is the cart as it is afterwards.
   */
  async function writeCart(
    basketId: string,
    shopper: Shopper,
    work: (tx: Queryable, cart: CartRow) => Promise<void>,
  ): Promise<Cart> {
    await db.transaction(async (tx) => {
      const cart = await ownedCart(tx, basketId, shopper, true);
      await work(tx, cart);
      await touchCart(tx, cart.basket_id);
    });
    return view(db, await ownedCart(db, basketId, shopper, false));
  }

  async function view(tx: Queryable, cart: CartRow): Promise<Cart> {
    const rows = await selectItems(tx, cart.basket_id);
    const upcs = rows.map((row) => row.upc);
    const offers = await deps.catalog.offers(upcs, marketOf(cart), tx);
    const stock = await deps.inventory.onlineStock(upcs, tx);
    const lines = rows.map((row) => ({
      row,
      offer: offers.get(row.upc),
      stock: stock.get(row.upc) ?? 0,
    }));
    const discount = deps.orderDiscount
      ? await deps.orderDiscount(cart.consumer_no, cart.currency, payableItemTotalMinor(lines), tx)
      : null;
    return buildCartView(cart, lines, discount);
  }

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
    async createCart(shopper, site) {
      // Two tabs creating the cart at once must end with one cart, so creation is serialised.
      const { row, created } = await db.transaction(async (tx) => {
        await lockShopperCarts(tx, shopper.consumerNo);
        const existing = await selectOpenCartOf(tx, shopper.consumerNo, site.siteId);
        if (existing) return { row: existing, created: false };
        const cart: CartRow = {
          basket_id: randomUUID(),
          consumer_no: shopper.consumerNo,
          site_id: site.siteId,
          locale: site.locale,
          currency: site.currency,
        };
        await insertCart(tx, cart);
        return { row: cart, created: true };
      });
      return { cart: await view(db, row), created };
    },

    async getCart(basketId, shopper) {
      return view(db, await ownedCart(db, basketId, shopper, false));
    },

    addItem(input, shopper) {
      return writeCart(input.cartId, shopper, async (tx, cart) => {
        const existing = (await selectItems(tx, cart.basket_id)).find(
          (row) => row.upc === input.upc,
        );
        const qty = (existing?.qty ?? 0) + input.qty;
        const maxQty = Math.min(existing?.max_qty ?? input.maxQty, input.maxQty);
        const offer = await checkLine(tx, cart, { ...input, qty, maxQty });
        await upsertItem(tx, cart.basket_id, {
          item_id: existing?.item_id ?? randomUUID(),
          upc: input.upc,
          product_id: offer.color_variant_id,
          qty,
          max_qty: maxQty,
        });
      });
    },

    updateItem(input, shopper) {
      return writeCart(input.cartId, shopper, async (tx, cart) => {
        const rows = await selectItems(tx, cart.basket_id);
        const line = lineOf(rows, input.itemId);
        // Another line already of the new size joins this one: the shopper keeps one line.
        const joining =
          input.upc === line.upc ? undefined : rows.find((row) => row.upc === input.upc);
        const qty = input.qty + (joining?.qty ?? 0);
        const maxQty = Math.min(
          input.maxQty ?? line.max_qty,
          line.max_qty,
          joining?.max_qty ?? line.max_qty,
        );
        const offer = await checkLine(tx, cart, { ...input, qty, maxQty });
        if (joining) await deleteItem(tx, cart.basket_id, joining.item_id);
        await updateItem(tx, cart.basket_id, {
          item_id: line.item_id,
          upc: input.upc,
          product_id: offer.color_variant_id,
          qty,
          max_qty: maxQty,
        });
      });
    },

    removeItem(input, shopper) {
      return writeCart(input.cartId, shopper, async (tx, cart) => {
        const line = lineOf(await selectItems(tx, cart.basket_id), input.itemId, input.upc);
        await deleteItem(tx, cart.basket_id, line.item_id);
      });
    },

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
        if (input.cartId && input.itemId) {
          // A bag line moves: it leaves the bag in this step, with its units and size.
          const cart = await ownedCart(tx, input.cartId, shopper, true);
          const line = lineOf(await selectItems(tx, cart.basket_id), input.itemId, input.upc);
          ({ upc, qty } = line);
          productId = line.product_id;
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
        // Two tabs making the list at once end with one: it is unique per shopper and site.
        const listId = await ensureSavedList(tx, shopper.consumerNo, site.siteId, randomUUID());
        await upsertSavedItem(tx, listId, {
          item_id: randomUUID(),
          upc,
          product_id: offer.color_variant_id,
          qty,
        });
      });
      return savedView(db, shopper, site, FIRST_PAGE);
    },

    moveSavedToCart(basketId, input, shopper) {
      return writeCart(basketId, shopper, async (tx, cart) => {
        const listId = await ownedList(tx, input.saveForLaterId, shopper, cart.site_id);
        const saved = await selectSavedItem(tx, listId, input.itemId);
        if (!saved) throw noSavedItem(input.itemId);
        const existing = (await selectItems(tx, cart.basket_id)).find(
          (row) => row.upc === saved.upc,
        );
        const qty = (existing?.qty ?? 0) + saved.qty;
        const maxQty = existing?.max_qty ?? DEFAULT_MAX_QUANTITY;
        const offer = await checkLine(tx, cart, {
          productId: saved.product_id,
          upc: saved.upc,
          qty,
          maxQty,
        });
        await upsertItem(tx, cart.basket_id, {
          item_id: existing?.item_id ?? randomUUID(),
          upc: saved.upc,
          product_id: offer.color_variant_id,
          qty,
          max_qty: maxQty,
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

    async openBasketId(consumerNo, siteId) {
      return (await selectOpenCartOf(db, consumerNo, siteId))?.basket_id ?? null;
    },

    async adoptGuestCarts(guestNo, consumerNo) {
      const rows = await db.transaction(async (tx) => {
        await lockShopperCarts(tx, consumerNo);
        await adoptGuestSavedLists(tx, guestNo, consumerNo);
        return adoptGuestCarts(tx, guestNo, consumerNo);
      });
      return rows.map((row) => ({
        basketId: row.basket_id,
        siteId: row.site_id,
        merged: row.merged,
      }));
    },

    async deleteGuestCarts(consumerNos) {
      if (consumerNos.length === 0) return 0;
      await deleteSavedListsOf(db, consumerNos);
      return deleteCartsOf(db, consumerNos);
    },
  };
}
