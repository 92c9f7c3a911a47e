import { randomUUID } from "node:crypto";
import type { Cart } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { CatalogService, Market } from "../catalog";
import type { InventoryService } from "../inventory";
import { buildCartView, payableItemTotalMinor, type CartOrderDiscount } from "./cart-view.helpers";
import {
  adoptGuestCarts,
  deleteCartsOf,
  insertCart,
  lockShopperCarts,
  selectItems,
  selectOpenCart,
  selectOpenCartOf,
  touchCart,
  upsertItem,
  type CartRow,
} from "./cart.tables";

export interface AddItemInput {
  cartId: string;
  productId: string;
  upc: string;
  qty: number;
  maxQty: number;
}

export interface CartService {
  /** The shopper's open cart on this site, created when they have none. */
  createCart(shopper: Shopper, site: SiteScope): Promise<{ cart: Cart; created: boolean }>;
  getCart(basketId: string, shopper: Shopper | null): Promise<Cart>;
  addItem(input: AddItemInput, shopper: Shopper): Promise<Cart>;
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

    async addItem(input, shopper) {
      await db.transaction(async (tx) => {
        const cart = await ownedCart(tx, input.cartId, shopper, true);
        const offer = (await deps.catalog.offers([input.upc], marketOf(cart), tx)).get(input.upc);
        const matchesProduct =
          offer &&
          (input.productId === offer.style_id || input.productId === offer.color_variant_id);
        if (!offer || !matchesProduct) {
          throw new AppError("ORD404", {
            field: "upc",
            message: `No size ${input.upc} of product ${input.productId}.`,
          });
        }
        if (offer.current_minor === null) throw new AppError("INV702");

        const existing = (await selectItems(tx, cart.basket_id)).find(
          (row) => row.upc === input.upc,
        );
        const qty = (existing?.qty ?? 0) + input.qty;
        const maxQty = Math.min(existing?.max_qty ?? input.maxQty, input.maxQty);
        if (qty > maxQty) {
          throw new AppError("INV408", {
            field: "qty",
            message: `You can have at most ${maxQty} of this item.`,
          });
        }
        const available = (await deps.inventory.onlineStock([input.upc], tx)).get(input.upc) ?? 0;
        if (available <= 0) throw new AppError("INV700", { field: "upc" });
        if (qty > available) {
          throw new AppError("INV405", {
            field: "qty",
            message: `Only ${available} of this size ${available === 1 ? "is" : "are"} available.`,
          });
        }
        await upsertItem(tx, cart.basket_id, {
          item_id: existing?.item_id ?? randomUUID(),
          upc: input.upc,
          product_id: offer.color_variant_id,
          qty,
          max_qty: maxQty,
        });
        await touchCart(tx, cart.basket_id);
      });
      return view(db, await ownedCart(db, input.cartId, shopper, false));
    },

    async openBasketId(consumerNo, siteId) {
      return (await selectOpenCartOf(db, consumerNo, siteId))?.basket_id ?? null;
    },

    async adoptGuestCarts(guestNo, consumerNo) {
      const rows = await db.transaction(async (tx) => {
        await lockShopperCarts(tx, consumerNo);
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
      return deleteCartsOf(db, consumerNos);
    },
  };
}
