import { randomUUID } from "node:crypto";
import type { Cart, ProductDetails } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { CatalogService, Market, OfferRow } from "../catalog";
import type { InventoryService } from "../inventory";
import { answerCart, placeLines } from "./cart-answer.helpers";
import type { CartReward } from "./cart-pricing.helpers";
import { selectCouponsAndAdjustments } from "./price-adjustments.tables";
import type { Promotion } from "./pricing/promotions.types";
import type { CartDelivery, DeliveryFacts, DeliveryStore } from "./cart-delivery.helpers";
import {
  GIFT_LINE_PREFIX,
  payableItemTotalMinor,
  withSupplyCheck,
  type CartOrderDiscount,
  type PricedLine,
} from "./cart-view.helpers";
import {
  promotionsOf,
  selectPromotionRows,
  type CalloutAudience,
  type PromotionRow,
} from "./promotions.tables";
import { createSharedCache } from "../../platform/cache/shared-cache";
import {
  lockAndTouchCart,
  selectCartBundle,
  selectCartToSettle,
  selectItems,
  selectOpenCart,
  upsertItem,
  setItemDelivery,
  setShippingMethod,
  type CartBundle,
  type CartItemRow,
  type CartRow,
  type GiftOption,
  type LineDeliveryKind,
} from "./cart.tables";

/** Where a line goes: home, or a store (pickup from its shelves, or shipped there). */
export interface LineDelivery {
  kind: LineDeliveryKind;
  storeId: string | null;
}

/** The store and associate of a buy-in-store session (the programs area vouches for them). */
export interface AssociateAtStore {
  storeId: string;
  storeEmployeeId: string;
}

/** What the cart area is made with. */
export interface CartDeps {
  db: Db;
  catalog: CatalogService;
  inventory: InventoryService;
  /** The stores lines are picked up at or shipped to (the stores area). */
  stores?: {
    deliveryStores(
      storeIds: readonly string[],
      tx?: Queryable,
    ): Promise<ReadonlyMap<string, DeliveryStore>>;
  };
  /** How often the promotions' cache version is read (0: on every read, for tests). */
  syncIntervalMs?: number;
  /** The associate of a buy-in-store session token, or null (price adjustments). */
  associateAt?: (storeSessionToken: string) => Promise<AssociateAtStore | null>;
  /** Loyalty members' points and vouchers (the loyalty area), for a voucher on the cart. */
  loyalty?: {
    membership(consumerNo: string, tx?: Queryable): Promise<{ balance: number } | null>;
    voucherTiers(
      currency: string,
      tx?: Queryable,
    ): Promise<{ points: number; amountMinor: number; active: boolean }[]>;
  };
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
  // The site's promotions, the same for every shopper: kept until their version moves (0045).
  const promotionRows = createSharedCache<PromotionRow[]>({
    db,
    name: "promotions",
    checkEveryMs: deps.syncIntervalMs ?? 1_000,
    maxEntries: 100,
  });
  const sitePromotions = async (cart: CartRow, audience: CalloutAudience) =>
    promotionsOf(
      await promotionRows.get(cart.site_id, () => selectPromotionRows(db, cart.site_id)),
      marketOf(cart).language,
      audience,
    );

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
    const existing = (await selectItems(tx, cart.basket_id)).find((row) => row.upc === input.upc);
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
    const bundle = await selectCartBundle(tx, basketId);
    if (!bundle || !shopper || bundle.cart.consumer_no !== shopper.consumerNo) {
      throw new AppError("BSK404", { message: `Cart ${basketId} was not found.` });
    }
    return bundle;
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
      // The lock, and the mark of the write, in one statement; not the shopper's: BSK404 (and
      // the transaction rolls the mark back).
      const cart = await lockAndTouchCart(tx, basketId);
      if (!cart || cart.consumer_no !== shopper.consumerNo)
        throw new AppError("BSK404", { message: `Cart ${basketId} was not found.` });
      await work(tx, cart);
      await settleDelivery(tx, cart.basket_id);
    });
    return view(db, await ownedBundle(db, basketId, shopper), shopper);
  }

  /** Where the cart's lines can go now: stock online and at the stores they name. */
  async function deliveryFacts(
    tx: Queryable,
    rows: readonly CartItemRow[],
    favouriteStoreId: string | null,
    upcs: readonly string[],
  ): Promise<DeliveryFacts> {
    const storeIds = [
      ...new Set(
        [...rows.map((row) => row.store_id), favouriteStoreId].filter(
          (id): id is string => id !== null,
        ),
      ),
    ];
    const [online, stores, storeUnits] = await Promise.all([
      deps.inventory.onlineStock(upcs, tx),
      storeIds.length > 0 && deps.stores
        ? deps.stores.deliveryStores(storeIds, tx)
        : new Map<string, DeliveryStore>(),
      storeIds.length > 0
        ? deps.inventory.storeStock(upcs, storeIds, tx)
        : new Map<string, Map<string, number>>(),
    ]);
    return { online, stores, storeUnits, favouriteStoreId, now: new Date() };
  }

  /** The cart's lines and how they travel, as the stock now allows. */
  async function planned(
    tx: Queryable,
    cart: CartRow,
    favouriteStoreId: string | null,
    /** Other sizes to read with the lines' (the gifts'), in the same statements. */
    extraUpcs: readonly string[] = [],
    /** The lines, when the caller already read them. */
    knownRows?: CartItemRow[],
  ): Promise<{
    rows: CartItemRow[];
    offers: Awaited<ReturnType<CatalogService["offers"]>>;
    facts: DeliveryFacts;
    plan: CartDelivery;
    lines: PricedLine[];
  }> {
    const rows = knownRows ?? (await selectItems(tx, cart.basket_id));
    const upcs = [...new Set([...rows.map((row) => row.upc), ...extraUpcs])];
    const [offers, facts] = await Promise.all([
      deps.catalog.offers(upcs, marketOf(cart), tx),
      deliveryFacts(tx, rows, favouriteStoreId, upcs),
    ]);
    const { plan, lines } = placeLines(cart, rows, offers, facts, marketOf(cart).language);
    return { rows, offers, facts, plan, lines };
  }

  /**
   * Inside a write's lock: saves what the stock changed (000 §4 delivery transitions, a home
   * method that stopped applying), so the next read finds the lines where they now go.
   */
  async function settleDelivery(tx: Queryable, basketId: string): Promise<void> {
    const state = await selectCartToSettle(tx, basketId);
    if (!state) return;
    const { cart } = state;
    // Only store lines move without a favourite store, and only a stored method downgrades:
    // a bag of home lines on the default method has nothing to settle.
    if (cart.shipping_method === null && !state.storeLines) return;
    const { plan } = await planned(tx, cart, null);
    for (const line of plan.lines.values()) {
      if (!line.movedNow) continue;
      await setItemDelivery(tx, cart.basket_id, line.itemId, {
        kind: line.kind,
        storeId: line.storeId,
        change: line.change?.type ?? null,
      });
    }
    if (plan.homeMethodNow)
      await setShippingMethod(tx, cart.basket_id, {
        code: plan.homeMethodNow,
        byShopper: cart.shipping_method_by_shopper,
        downgraded: plan.downgraded && cart.shipping_method_by_shopper,
      });
  }

  /**
   * The loyalty voucher on the cart, while it still holds: the tier exists and is offered in the
   * cart's currency and the member has the points. Otherwise it is not applied and the cart
   * says why (the points are only spent when the order is placed, so they can run short).
   */
  async function rewardOf(
    tx: Queryable,
    cart: CartRow,
  ): Promise<{ applied: CartReward | null; problem: Cart["notifications"][number] | null }> {
    const points = cart.reward_points;
    if (points === null || !deps.loyalty) return { applied: null, problem: null };
    const [member, tiers] = await Promise.all([
      deps.loyalty.membership(cart.consumer_no, tx),
      deps.loyalty.voucherTiers(cart.currency, tx),
    ]);
    const tier = tiers.find((candidate) => candidate.points === points && candidate.active);
    if (member && tier && member.balance >= points)
      return { applied: { points, amountMinor: tier.amountMinor }, problem: null };
    return {
      applied: null,
      problem: {
        type: "REW140",
        level: "cart",
        message: `Your ${points}-point reward no longer applies: ${
          tier ? "you no longer have the points." : "it is not offered any more."
        }`,
      },
    };
  }

  /**
   * The lines' products as the product page shows them (colours, sizes with what is in stock,
   * breadcrumbs): the catalogue's shared, cached answers, one per colour in the bag. A product
   * the catalogue no longer has is left out (its line says it is unavailable).
   */
  async function productsOf(
    cart: CartRow,
    lines: readonly PricedLine[],
  ): Promise<Map<string, ProductDetails>> {
    const market = marketOf(cart);
    const site = {
      siteId: cart.site_id,
      locale: cart.locale,
      language: market.language,
      country: (cart.locale.split("-")[1] ?? "").toUpperCase(),
      currency: cart.currency,
    };
    const ids = [...new Set(lines.filter((line) => line.offer).map((line) => line.row.product_id))];
    const found = await Promise.all(
      ids.map((id) => deps.catalog.productDetails(id, site).catch(() => null)),
    );
    return new Map(
      ids.flatMap((id, index) => {
        const details = found[index];
        return details ? [[id, details] as const] : [];
      }),
    );
  }

  /** The sizes the site's gift promotions give. */
  function giftUpcs(promotions: readonly Promotion[]): string[] {
    return [
      ...new Set(
        promotions.flatMap((promotion) =>
          promotion.reward.kind === "gift" ? [promotion.reward.upc] : [],
        ),
      ),
    ];
  }

  async function view(
    tx: Queryable,
    cartOrBundle: CartRow | CartBundle,
    shopper: Shopper | null,
    options: { supplyCheck?: boolean; favouriteStoreId?: string | null } = {},
  ): Promise<Cart> {
    const bundle = "items" in cartOrBundle ? cartOrBundle : null;
    const cart = bundle ? bundle.cart : (cartOrBundle as CartRow);
    const audience = shopper === null || shopper.consumerType === "GUEST" ? "guest" : "registered";
    const promotions = await sitePromotions(cart, audience);
    const gifted = giftUpcs(promotions);
    // The gifts' sizes are read with the lines', in the same statements.
    const { facts, plan, lines, offers } = await planned(
      tx,
      cart,
      options.favouriteStoreId ?? null,
      gifted,
      bundle?.items,
    );
    const [employeeDiscount, extras, reward, products] = await Promise.all([
      // The employee discount is an employee's: nobody else's bag asks for it.
      deps.orderDiscount && shopper?.consumerType === "EMPLOYEE"
        ? deps.orderDiscount(cart.consumer_no, cart.currency, payableItemTotalMinor(lines), tx)
        : null,
      bundle
        ? { coupons: bundle.coupons, adjustments: bundle.adjustments }
        : selectCouponsAndAdjustments(tx, cart.basket_id),
      rewardOf(tx, cart),
      productsOf(cart, lines),
    ]);
    const { coupons, adjustments } = extras;
    const gifts = new Map(
      gifted.map((upc) => [upc, { offer: offers.get(upc), stock: facts.online.get(upc) ?? 0 }]),
    );
    const { answer: priced } = answerCart({
      cart,
      plan,
      lines,
      facts,
      promotions,
      coupons,
      employeeDiscount,
      reward: reward.applied,
      adjustments,
      products,
      gifts,
      registered: shopper !== null && shopper.consumerType !== "GUEST",
    });
    const answer = reward.problem
      ? { ...priced, notifications: [...priced.notifications, reward.problem] }
      : priced;
    return options.supplyCheck ? withSupplyCheck(answer, lines) : answer;
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
  };
}

export type CartCore = ReturnType<typeof createCartCore>;
