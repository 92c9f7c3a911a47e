import { toMinor, type Cart, type ProductDetails } from "@ridgeline/contract";
import { createSharedCache } from "../../platform/cache/shared-cache";
import type { Queryable } from "../../platform/database/db.types";
import type { Shopper } from "../../platform/http/request-scope";
import { answerCart, marketOf } from "./cart-answer.helpers";
import type { Planned } from "./cart-delivery.service";
import type { CartDeps } from "./cart-deps.types";
import { createTenderReader } from "./cart-tenders.service";
import type { CartReward } from "./cart-pricing.helpers";
import { payableItemTotalMinor, withSupplyCheck, type PricedLine } from "./cart-view.helpers";
import type { CartBundle, CartRow } from "./cart.tables";
import { selectCouponsAndAdjustments } from "./price-adjustments.tables";
import type { Promotion } from "./pricing/promotions.types";
import {
  promotionsOf,
  selectPromotionRows,
  type CalloutAudience,
  type PromotionRow,
} from "./promotions.tables";

/**
 * A cart as the API answers it: its lines placed, priced by the promotions engine with the
 * site's promotions (kept per process), its codes, adjustments, voucher and gifts, shipping and
 * tax (decisions 0055–0061).
 */
export function createCartReader(deps: CartDeps, planned: Planned) {
  const { db } = deps;
  const tenders = createTenderReader(deps);
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

  /** 000 §8 TAX310: the tax is not what the shopper was shown for this bag (decision 0064). */
  const TAX_CHANGED: Cart["notifications"][number] = {
    type: "TAX310",
    level: "cart",
    message: "The tax on your order has changed since you last saw it.",
  };

  /**
   * Whether the tax now differs from the tax the last write's answer showed, for the same bag:
   * nothing the shopper did moved it (a store's or collection point's province, or a rate, did).
   */
  function taxChanged(cart: CartRow, answer: Cart): boolean {
    if (cart.tax_shown_revision !== cart.revision || cart.tax_shown_minor === null) return false;
    return (
      answer.totals.tax !== null &&
      toMinor(answer.totals.tax, cart.currency) !== cart.tax_shown_minor
    );
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
    const notes = [
      ...(reward.problem ? [reward.problem] : []),
      ...(taxChanged(cart, priced) ? [TAX_CHANGED] : []),
    ];
    const noted =
      notes.length > 0 ? { ...priced, notifications: [...priced.notifications, ...notes] } : priced;
    // What the bag's gift cards, points and rewards pay of this total (decision 0068).
    const answer = await tenders.withTenders(tx, cart, noted);
    return options.supplyCheck ? withSupplyCheck(answer, lines) : answer;
  }

  return { view, tenders };
}
