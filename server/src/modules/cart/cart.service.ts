import { randomUUID } from "node:crypto";
import { toMinor, type Cart, type Currency } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import { createCartCore, type CartDeps, type LineDelivery } from "./cart-core.service";
import { createShipping, type ShippingService } from "./shipping.service";
import { createBilling, type BillingService } from "./billing.service";
import { createCartCheckout, type CartCheckoutService } from "./cart-checkout.service";
import { createPaymentMethods, type PaymentMethodsService } from "./payment-methods.service";
import { createPaymentSession, type PaymentSessionService } from "./payment-session.service";
import { createRewards, type RewardService } from "./rewards.service";
import { createTenders, type TenderService } from "./tenders.service";
import { createPriceAdjustments, type PriceAdjustmentService } from "./price-adjustments.service";
import { createCoupons, type CouponService } from "./coupons.service";
import { adoptGuestSavedLists, deleteSavedListsOf } from "./saved.tables";
import { createSaveForLater, type SaveForLaterService } from "./saved.service";
import type { Queryable } from "../../platform/database/db.types";
import {
  adoptGuestCarts,
  deleteCartsOf,
  insertCart,
  lockShopperCarts,
  selectOpenCartOf,
  type CartRow,
} from "./cart.tables";
import {
  isLineOfKind,
  deleteItem,
  selectItems,
  setGiftOption,
  setItemDelivery,
  updateItem,
  type GiftOption,
} from "./cart-lines.tables";

export type { CartDeps } from "./cart-core.service";
export type { SaveForLaterInput } from "./saved.service";

export interface AddItemInput {
  cartId: string;
  productId: string;
  upc: string;
  qty: number;
  maxQty: number;
  /** Pickup in this store instead of delivery home. */
  storeId?: string | undefined;
  giftOption?: { to: string; email?: string | null | undefined; message: string } | undefined;
  recipeId?: string | undefined;
  precreatedCustomsCode?: string | undefined;
  /** A digital gift card's amount, major units. */
  customAmount?: number | undefined;
}

export interface UpdateItemInput {
  cartId: string;
  itemId: string;
  productId: string;
  upc: string;
  qty: number;
  maxQty?: number | undefined;
  /** A new delivery for the line (`action` of 000 §7); absent, it keeps its own. */
  delivery?: LineDelivery | undefined;
  /** The line as a gift, or null for not one; absent, as it is. */
  giftOption?:
    { to: string; email?: string | null | undefined; message: string } | null | undefined;
  /** A made-to-order line's new recipe; absent, as it is. */
  recipeId?: string | undefined;
}

export interface RemoveItemInput {
  cartId: string;
  itemId: string;
  upc?: string | undefined;
}

export interface CartService
  extends
    CouponService,
    SaveForLaterService,
    ShippingService,
    BillingService,
    CartCheckoutService,
    PaymentMethodsService,
    PaymentSessionService,
    TenderService,
    RewardService,
    PriceAdjustmentService {
  /** The shopper's open cart on this site, created when they have none. */
  createCart(shopper: Shopper, site: SiteScope): Promise<{ cart: Cart; created: boolean }>;
  /**
   * The owner's cart. `patch` (isPatchRequired) first takes out what cannot be bought and brings
   * quantities down to the stock, saying so in `notifications`; `supplyCheck`
   * (inventorySupplyCheck) adds each line's missing units (`outOfStockDetails`).
   */
  getCart(
    basketId: string,
    shopper: Shopper | null,
    options?: { patch?: boolean; supplyCheck?: boolean; favouriteStoreId?: string | null },
  ): Promise<Cart>;
  addItem(input: AddItemInput, shopper: Shopper): Promise<Cart>;
  /** The shopper's open cart on this site (made when they have none) with the item added. */
  cartWithItem(
    input: Omit<AddItemInput, "cartId">,
    shopper: Shopper,
    site: SiteScope,
  ): Promise<Cart>;
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
  /** The id of the shopper's open cart on a site, or null without one. */
  openBasketId(consumerNo: string, siteId: string): Promise<string | null>;
}

/** A gift option as stored: the e-mail null when not given. */
function giftOptionOf(input: NonNullable<AddItemInput["giftOption"]>): GiftOption {
  return { to: input.to, email: input.email ?? null, message: input.message };
}

/** A major amount in whole minor units of the currency, or VAL400 naming the field. */
function wholeMinor(amount: number, currency: Currency, field: string): number {
  const minor = toMinor(amount, currency);
  if (Math.abs(minor - amount * 100) > 1e-6)
    throw new AppError("VAL400", { field, message: `${field}: an amount in whole cents.` });
  return minor;
}

export function createCartService(deps: CartDeps): CartService {
  const core = createCartCore(deps);
  const { db, checkLine, addUnits, lineOf, writeCart, view, planned } = core;

  /**
   * isPatchRequired (000 §7): a line that can no longer be bought (gone, unpriced, out of stock
   * online) leaves the cart, one above the stock comes down to it; answers what changed, and
   * "order cannot be completed" when nothing that could be bought is left.
   */
  async function patchLines(tx: Queryable, cart: CartRow): Promise<Cart["notifications"]> {
    // Each line against the units where it now comes from (a pickup line, its store's).
    const { rows, offers, plan } = await planned(tx, cart, null);
    const changes: Cart["notifications"] = [];
    for (const row of rows) {
      const offer = offers.get(row.upc);
      const available = plan.lines.get(row.item_id)?.sourceUnits ?? 0;
      const name = offer?.name ?? row.product_id;
      if (!offer || offer.current_minor === null || available <= 0) {
        await deleteItem(tx, cart.basket_id, row.item_id);
        changes.push({
          type:
            !offer || offer.current_minor === null
              ? "ProductItemNotAvailable"
              : "ProductLineItemFullInventoryMissing",
          level: "item",
          message: `${name} is no longer available and was taken out of your bag.`,
        });
      } else if (row.qty > available) {
        await updateItem(tx, cart.basket_id, { ...row, qty: available });
        changes.push({
          type: "ProductLineItemInventoryMissing",
          level: "item",
          message: `Only ${available} of ${name} ${available === 1 ? "is" : "are"} left: your bag now has ${available}.`,
        });
      }
    }
    const removed = changes.filter((change) => change.type !== "ProductLineItemInventoryMissing");
    if (rows.length > 0 && removed.length === rows.length)
      changes.push({
        type: "OrderCannotBeCompleted",
        level: "cart",
        message: "Your order cannot be completed: nothing in your bag is available.",
      });
    return changes;
  }

  const paymentMethods = createPaymentMethods(core);
  const service: CartService = {
    ...createCoupons(core),
    ...createSaveForLater(core),
    ...createShipping(core),
    ...createBilling(core),
    ...createCartCheckout(core),
    ...paymentMethods,
    ...createPaymentSession(core, paymentMethods),
    ...createTenders(core, paymentMethods),
    ...createRewards(core),
    ...createPriceAdjustments(core),

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
          shipping_address: null,
          shipping_method: null,
          shipping_method_by_shopper: false,
          shipping_method_downgraded: false,
          reward_points: null,
          owner_registered: shopper.consumerType !== "GUEST",
          collection_point: null,
          revision: 0,
          tax_shown_minor: null,
          tax_shown_revision: null,
          split_shown: null,
          billing_address: null,
          device_fingerprint: null,
        };
        await insertCart(tx, cart);
        return { row: cart, created: true };
      });
      return { cart: await view(db, row, shopper), created };
    },

    async getCart(basketId, shopper, options = {}) {
      let patched: Cart["notifications"] = [];
      if (options.patch && shopper)
        await writeCart(basketId, shopper, async (tx, cart) => {
          patched = await patchLines(tx, cart);
        });
      const cart = await core.ownedBundle(db, basketId, shopper);
      const answer = await view(db, cart, shopper, {
        supplyCheck: options.supplyCheck ?? false,
        favouriteStoreId: options.favouriteStoreId ?? null,
      });
      return patched.length > 0
        ? { ...answer, notifications: [...patched, ...answer.notifications] }
        : answer;
    },

    addItem(input, shopper) {
      return writeCart(input.cartId, shopper, (tx, cart) =>
        addUnits(tx, cart, {
          productId: input.productId,
          upc: input.upc,
          qty: input.qty,
          maxQty: input.maxQty,
          storeId: input.storeId,
          giftOption: input.giftOption && giftOptionOf(input.giftOption),
          recipeId: input.recipeId,
          customsCode: input.precreatedCustomsCode,
          customAmountMinor:
            input.customAmount === undefined
              ? undefined
              : wholeMinor(input.customAmount, cart.currency, "customAmount"),
        }),
      );
    },

    async cartWithItem(input, shopper, site) {
      const { cart } = await service.createCart(shopper, site);
      return service.addItem({ ...input, cartId: cart.basketId }, shopper);
    },

    updateItem(input, shopper) {
      return writeCart(input.cartId, shopper, async (tx, cart) => {
        const rows = await selectItems(tx, cart.basket_id);
        const line = lineOf(rows, input.itemId);
        // Another line already of the new size (as made: recipe, amount) joins this one: the
        // shopper keeps one line.
        const recipeId = input.recipeId ?? line.recipe_id;
        const kind = {
          upc: input.upc,
          recipeId,
          customAmountMinor: line.custom_amount_minor,
        };
        const joining =
          input.upc === line.upc && recipeId === line.recipe_id
            ? undefined
            : rows.find((row) => row.item_id !== line.item_id && isLineOfKind(row, kind));
        const qty = input.qty + (joining?.qty ?? 0);
        const maxQty = Math.min(
          input.maxQty ?? line.max_qty,
          line.max_qty,
          joining?.max_qty ?? line.max_qty,
        );
        const delivery: LineDelivery = input.delivery ?? {
          kind: line.delivery,
          storeId: line.store_id,
        };
        const offer = await checkLine(tx, cart, { ...input, qty, maxQty, delivery });
        if (input.recipeId !== undefined && !offer.is_customs)
          throw new AppError("VAL400", {
            field: "recipeId",
            message: "A recipe is only for made-to-order items.",
          });
        // A gift card is sent to its recipient: the line keeps one with an e-mail (decision 0076).
        if (offer.is_digital && input.giftOption !== undefined && !input.giftOption?.email)
          throw new AppError("VAL400", {
            field: "giftOption.email",
            message: "giftOption.email: give the e-mail address the gift card is sent to.",
          });
        if (joining) await deleteItem(tx, cart.basket_id, joining.item_id);
        await updateItem(tx, cart.basket_id, {
          item_id: line.item_id,
          upc: input.upc,
          product_id: offer.color_variant_id,
          qty,
          max_qty: maxQty,
          recipe_id: recipeId,
        });
        if (input.delivery)
          await setItemDelivery(tx, cart.basket_id, line.item_id, { ...delivery, change: null });
        if (input.giftOption !== undefined)
          await setGiftOption(
            tx,
            cart.basket_id,
            line.item_id,
            input.giftOption && giftOptionOf(input.giftOption),
          );
      });
    },

    removeItem(input, shopper) {
      return writeCart(input.cartId, shopper, async (tx, cart) => {
        const line = lineOf(await selectItems(tx, cart.basket_id), input.itemId, input.upc);
        await deleteItem(tx, cart.basket_id, line.item_id);
      });
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
  return service;
}
