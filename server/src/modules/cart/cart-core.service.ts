import { randomUUID } from "node:crypto";
import type { Cart } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { CatalogService, Market } from "../catalog";
import type { InventoryService } from "../inventory";
import { bagTax, priceCart } from "./cart-pricing.helpers";
import {
  buildCartView,
  payableItemTotalMinor,
  withSupplyCheck,
  type CartOrderDiscount,
} from "./cart-view.helpers";
import { selectCartCoupons, selectSitePromotions } from "./promotions.tables";
import {
  selectItems,
  selectOpenCart,
  touchCart,
  upsertItem,
  type CartItemRow,
  type CartRow,
} from "./cart.tables";

/** What the cart area is made with. */
export interface CartDeps {
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
}

/** A cart shows its lines in the currency and language of the site it was made on. */
export function marketOf(cart: CartRow): Market {
  return { currency: cart.currency, language: cart.locale.split("-")[0] ?? "en" };
}

/**
 * What every part of the cart area builds on (lines, promo codes, saved for later): a cart that
 * answers only to its owner, the checks of a line, one write at a time per cart, and the cart
 * as the API answers it, priced by the promotions engine.
 */
export function createCartCore(deps: CartDeps) {
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
        maxAllowedQty: line.maxQty,
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

  /**
   * Adds units of a size to the cart, inside its lock: to the line of that size when there is
   * one (its units and the new ones checked together, within the smaller maximum), else as a
   * new line.
   */
  async function addUnits(
    tx: Queryable,
    cart: CartRow,
    input: { productId: string; upc: string; qty: number; maxQty: number },
  ): Promise<void> {
    const existing = (await selectItems(tx, cart.basket_id)).find((row) => row.upc === input.upc);
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
    return view(db, await ownedCart(db, basketId, shopper, false), shopper);
  }

  async function view(
    tx: Queryable,
    cart: CartRow,
    shopper: Shopper | null,
    options: { supplyCheck?: boolean } = {},
  ): Promise<Cart> {
    const rows = await selectItems(tx, cart.basket_id);
    const upcs = rows.map((row) => row.upc);
    const offers = await deps.catalog.offers(upcs, marketOf(cart), tx);
    const stock = await deps.inventory.onlineStock(upcs, tx);
    const lines = rows.map((row) => ({
      row,
      offer: offers.get(row.upc),
      stock: stock.get(row.upc) ?? 0,
    }));
    const [employeeDiscount, promotions, coupons] = await Promise.all([
      deps.orderDiscount
        ? deps.orderDiscount(cart.consumer_no, cart.currency, payableItemTotalMinor(lines), tx)
        : null,
      selectSitePromotions(tx, cart.site_id, marketOf(cart).language),
      selectCartCoupons(tx, cart.basket_id),
    ]);
    const pricing = priceCart({
      lines,
      promotions,
      coupons,
      employeeDiscount,
      registered: shopper !== null && shopper.consumerType !== "GUEST",
      now: new Date(),
    });
    const levels = new Map(promotions.map((promotion) => [promotion.id, promotion.level]));
    const answer = buildCartView(cart, lines, pricing, levels, bagTax(cart, lines, pricing));
    return options.supplyCheck ? withSupplyCheck(answer, lines) : answer;
  }

  return { db, deps, ownedCart, checkLine, addUnits, lineOf, writeCart, view };
}

export type CartCore = ReturnType<typeof createCartCore>;
