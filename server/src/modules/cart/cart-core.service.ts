import { randomUUID } from "node:crypto";
import {
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  toMinor,
  type Cart,
} from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { OfferRow } from "../catalog";
import { GIFT_LINE_PREFIX } from "./cart-view.helpers";
import {
  lockAndTouchCart,
  recordShown,
  selectCartBundle,
  selectOpenCart,
  type CartBundle,
  type CartRow,
} from "./cart.tables";
import {
  isLineOfKind,
  selectItems,
  upsertItem,
  type CartItemRow,
  type GiftOption,
} from "./cart-lines.tables";
import { marketOf } from "./cart-answer.helpers";
import { createDeliveryPlans } from "./cart-delivery.service";
import type { CartDeps, LineDelivery } from "./cart-deps.types";
import { createCartReader } from "./cart-read.service";

export type { AssociateAtStore, CartDeps, LineDelivery } from "./cart-deps.types";
export { marketOf };

/**
 * What every part of the cart area builds on (lines, promo codes, saved for later): a cart that
 * answers only to its owner, the checks of a line, one write at a time per cart, and the cart
 * as the API answers it, priced by the promotions engine.
 */
export function createCartCore(deps: CartDeps) {
  const { db } = deps;
  const { planned, settleDelivery } = createDeliveryPlans(deps);
  const { view, tenders } = createCartReader(deps, planned);
  /** A cart answers only to its owner; anyone else is told it does not exist. */
  /**
   * The cart, when it is the shopper's. Otherwise: a cart that is gone, or a guest's cart asked
   * for by anyone else (a guest whose session lapsed) is BSK404, and the web makes the bag
   * again from its memory of the lines; a registered shopper's cart asked for by anyone else,
   * with another token or none, is AUT498, and the web starts an empty bag, so that a signed-in
   * shopper's lines never follow into another session (decision 0062). Neither answer says
   * anything of what the cart holds.
   */
  function theirs<T extends { cart: CartRow }>(
    basketId: string,
    found: T | null,
    shopper: Shopper | null,
  ): T {
    if (found && shopper && found.cart.consumer_no === shopper.consumerNo) return found;
    if (found?.cart.owner_registered)
      throw new AppError("AUT498", { message: `Cart ${basketId} belongs to another shopper.` });
    throw new AppError("BSK404", { message: `Cart ${basketId} was not found.` });
  }

  async function ownedCart(
    tx: Queryable,
    basketId: string,
    shopper: Shopper | null,
    lock: boolean,
  ): Promise<CartRow> {
    const cart = await selectOpenCart(tx, basketId, lock);
    return theirs(basketId, cart && { cart }, shopper).cart;
  }

  /**
   * The checks every write of a line makes, inside the cart's lock: the size is one of the
   * product's and has a price, the quantity is within the line's maximum and the stock.
   * Answers the size's offer.
   */
  async function checkLine(
    tx: Queryable,
    cart: CartRow,
    line: {
      productId: string;
      upc: string;
      qty: number;
      maxQty: number;
      delivery?: LineDelivery | undefined;
    },
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
    const delivery = line.delivery ?? { kind: "home", storeId: null };
    const available =
      delivery.kind === "home"
        ? ((await deps.inventory.onlineStock([line.upc], tx)).get(line.upc) ?? 0)
        : await storeLineUnits(tx, {
            kind: delivery.kind,
            storeId: delivery.storeId,
            upc: line.upc,
            offer,
            country: (cart.locale.split("-")[1] ?? "").toUpperCase(),
          });
    const where = delivery.kind === "pickup" ? " at this store" : "";
    if (available <= 0)
      throw new AppError("INV700", {
        field: delivery.kind === "pickup" ? "storeId" : "upc",
        ...(where ? { message: `This size is not available${where}.` } : {}),
      });
    if (line.qty > available) {
      throw new AppError("INV405", {
        field: "qty",
        message: `Only ${available} of this size ${available === 1 ? "is" : "are"} available${where}.`,
      });
    }
    return offer;
  }

  /**
   * The units a store line can take: the store's shelves for pickup, online stock for ship to
   * store; a store that does not exist is STR404, one that does not offer the service, or a
   * made-to-order item (it goes home only), or a store in another country than the cart's site,
   * SHP404.
   */
  async function storeLineUnits(
    tx: Queryable,
    line: {
      kind: "pickup" | "sts";
      storeId: string | null;
      upc: string;
      offer: OfferRow;
      /** The cart's site's country: a store abroad sells in another currency, under other taxes. */
      country: string;
    },
  ): Promise<number> {
    if (line.storeId === null)
      throw new AppError("VAL400", {
        field: "storeId",
        message: "storeId is required to pick up in a store or ship to one.",
      });
    const store = (await deps.stores?.deliveryStores([line.storeId], tx))?.get(line.storeId);
    if (!store)
      throw new AppError("STR404", {
        field: "storeId",
        message: `Store ${line.storeId} was not found.`,
      });
    if (store.country !== line.country)
      throw new AppError("SHP404", {
        field: "storeId",
        message: `${store.name} is in another country: choose a store in this site's country.`,
      });
    const offered = line.kind === "pickup" ? store.pickupEnabled : store.shipToStore;
    if (!offered || line.offer.is_customs || line.offer.is_digital)
      throw new AppError("SHP404", {
        field: "storeId",
        message:
          line.kind === "pickup"
            ? `${store.name} does not offer pickup for this item.`
            : `${store.name} does not take ship-to-store parcels for this item.`,
      });
    if (line.kind === "sts")
      return (await deps.inventory.onlineStock([line.upc], tx)).get(line.upc) ?? 0;
    return (
      (await deps.inventory.storeStock([line.upc], [line.storeId], tx))
        .get(line.storeId)
        ?.get(line.upc) ?? 0
    );
  }

  /**
   * Adds units of a size to the cart, inside its lock: to the line of that size when there is
   * one (its units and the new ones checked together, within the smaller maximum), else as a
   * new line.
   */
  async function addUnits(
    tx: Queryable,
    cart: CartRow,
    input: {
      productId: string;
      upc: string;
      qty: number;
      maxQty: number;
      /** Pickup in this store; absent, the line keeps its delivery (home when new). */
      storeId?: string | undefined;
      giftOption?: GiftOption | undefined;
      /** A made-to-order item's recipe and pre-created customs code. */
      recipeId?: string | undefined;
      customsCode?: string | undefined;
      /** A digital gift card's amount, minor units. */
      customAmountMinor?: number | undefined;
    },
  ): Promise<void> {
    const kind = {
      upc: input.upc,
      recipeId: input.recipeId ?? null,
      customAmountMinor: input.customAmountMinor ?? null,
    };
    const existing = (await selectItems(tx, cart.basket_id)).find((row) => isLineOfKind(row, kind));
    const qty = (existing?.qty ?? 0) + input.qty;
    const maxQty = Math.min(existing?.max_qty ?? input.maxQty, input.maxQty);
    const delivery: LineDelivery | undefined = input.storeId
      ? { kind: "pickup", storeId: input.storeId }
      : existing
        ? { kind: existing.delivery, storeId: existing.store_id }
        : undefined;
    const offer = await checkLine(tx, cart, { ...input, qty, maxQty, delivery });
    if ((input.recipeId !== undefined || input.customsCode !== undefined) && !offer.is_customs)
      throw new AppError("VAL400", {
        field: input.recipeId !== undefined ? "recipeId" : "precreatedCustomsCode",
        message: "A recipe and a customs code are only for made-to-order items.",
      });
    if (input.customAmountMinor !== undefined && !offer.is_digital)
      throw new AppError("VAL400", {
        field: "customAmount",
        message: "An amount of your choice is only for digital gift cards.",
      });
    if (offer.is_digital) checkGiftCardLine(cart, input, existing);
    await upsertItem(tx, cart.basket_id, {
      item_id: existing?.item_id ?? randomUUID(),
      upc: input.upc,
      product_id: offer.color_variant_id,
      qty,
      max_qty: maxQty,
      ...(input.storeId ? { delivery: "pickup" as const, store_id: input.storeId } : {}),
      ...(input.giftOption ? { gift_option: input.giftOption } : {}),
      ...(input.recipeId ? { recipe_id: input.recipeId } : {}),
      ...(input.customsCode ? { customs_code: input.customsCode } : {}),
      ...(input.customAmountMinor ? { custom_amount_minor: input.customAmountMinor } : {}),
    });
  }

  /**
   * A gift card line (decision 0076): an amount within the sold range, and a recipient with an
   * e-mail (where the card goes). Units of one line share one recipient, so a card of the same
   * amount for someone else cannot join it.
   */
  function checkGiftCardLine(
    cart: CartRow,
    input: { customAmountMinor?: number | undefined; giftOption?: GiftOption | undefined },
    existing: CartItemRow | undefined,
  ): void {
    const min = toMinor(GIFT_CARD_MIN_AMOUNT, cart.currency);
    const max = toMinor(GIFT_CARD_MAX_AMOUNT, cart.currency);
    const amount = input.customAmountMinor;
    if (amount === undefined || amount < min || amount > max)
      throw new AppError("VAL400", {
        field: "customAmount",
        message: `customAmount: a gift card is of ${GIFT_CARD_MIN_AMOUNT} to ${GIFT_CARD_MAX_AMOUNT}.`,
      });
    const gift = input.giftOption ?? existing?.gift_option ?? null;
    if (!gift?.email)
      throw new AppError("VAL400", {
        field: "giftOption.email",
        message: "giftOption.email: give the e-mail address the gift card is sent to.",
      });
    const before = existing?.gift_option;
    if (before && input.giftOption && before.email?.toLowerCase() !== gift.email.toLowerCase())
      throw new AppError("VAL400", {
        field: "giftOption.email",
        message:
          "giftOption.email: a card of this amount for someone else is in your bag already; choose another amount, or send this one after the order.",
      });
  }

  /** The cart's line with this id, or ORD404 naming it. */
  function lineOf(rows: CartItemRow[], itemId: string, upc?: string): CartItemRow {
    if (itemId.startsWith(GIFT_LINE_PREFIX))
      throw new AppError("GWP403", {
        field: "itemId",
        message: "A free gift comes and goes with its promotion: it cannot be changed.",
      });
    const row = rows.find((candidate) => candidate.item_id === itemId);
    if (!row || (upc !== undefined && row.upc !== upc)) {
      throw new AppError("ORD404", {
        field: "itemId",
        message: `There is no item ${itemId}${upc ? ` of size ${upc}` : ""} in this cart.`,
      });
    }
    return row;
  }

  /** A cart and what a read of it needs, in one statement; anyone but its owner is told BSK404. */
  async function ownedBundle(
    tx: Queryable,
    basketId: string,
    shopper: Shopper | null,
  ): Promise<CartBundle> {
    return theirs(basketId, await selectCartBundle(tx, basketId), shopper);
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
      // The lock, and the mark of the write, in one statement; not the shopper's: refused (and
      // the transaction rolls the mark back).
      const locked = await lockAndTouchCart(tx, basketId);
      const { cart } = theirs(basketId, locked && { cart: locked }, shopper);
      await work(tx, cart);
      await settleDelivery(tx, cart.basket_id);
    });
    const bundle = await ownedBundle(db, basketId, shopper);
    const answer = await view(db, bundle, shopper);
    // What the shopper is shown for this revision of the bag: TAX310 on a later read, and the
    // split of the total that placement holds the order to (decision 0079).
    const { tax, remainingToPay } = answer.totals;
    const currency = bundle.cart.currency;
    await recordShown(db, basketId, bundle.cart.revision, {
      taxMinor: tax === null ? null : toMinor(tax, currency),
      split: {
        remainingMinor: toMinor(remainingToPay, currency),
        tenders: answer.payment_instruments.map((tender) => ({
          instrumentId: tender.payment_instrument_id,
          amountMinor: toMinor(tender.amount, currency),
        })),
      },
    });
    return answer;
  }

  return {
    db,
    deps,
    ownedCart,
    ownedBundle,
    checkLine,
    addUnits,
    lineOf,
    writeCart,
    view,
    planned,
    tenders,
  };
}

export type CartCore = ReturnType<typeof createCartCore>;
