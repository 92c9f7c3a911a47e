import type {
  Currency,
  ErrorId,
  OutOfStockLine,
  Placement,
  PlaceOrderBody,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import type { EventBus } from "../../platform/events/event-bus";
import type { Shopper } from "../../platform/http/request-scope";
import type { CartService } from "../cart";
import type { InventoryService } from "../inventory";
import type { LoyaltyService } from "../loyalty";
import type { OrdersService } from "../orders";
import type { PaymentProvider } from "../payments";
import type { AttemptsService } from "./attempts.service";

// The placement saga's shapes (decision 0065, 0070): what it is made with, what it keeps on an
// attempt, and what it offers.

/** What the saga settled on before it called the provider: enough for recovery to finish. */
export interface PlacementPlan {
  basketId: string;
  currency: string;
  /** What the provider tender pays (the bag's remainder), minor units; 0 without one. */
  providerMinor: number;
  method: "CREDIT_CARD" | "KLARNA" | "PAYPAL" | null;
  /** A pending order's confirmation secret, handed out once its challenge passes. */
  confirmationToken?: string;
  /** The bag's locale: the confirmation e-mail's language and link. */
  locale: string;
  /** The voucher's points the order spent (given back if a challenge fails). */
  rewardPoints: number | null;
  /** What the order counts against the employee's cap once it is placed. */
  employeeSpendMinor: number;
  /** What it counts against a professional programme's cap: the items after discounts. */
  purchaseMinor: number;
}

/** A stored answer: what a repeat of the same key is told. */
export type StoredAnswer =
  | { placement: Placement }
  | { error: { errorId: ErrorId; field?: string; message: string; outOfStock?: OutOfStockLine[] } };

export interface PlacementDeps {
  db: Db;
  events: Pick<EventBus, "transaction" | "publish">;
  attempts: AttemptsService;
  cart: Pick<
    CartService,
    | "bagForOrder"
    | "isOpen"
    | "closeBag"
    | "reopenBag"
    | "setBillingAddress"
    | "tendersOf"
    | "spendTenders"
    | "giveBackTenders"
    | "redeemCoupons"
    | "releaseCoupons"
  >;
  inventory: Pick<InventoryService, "reserve" | "release" | "commit">;
  provider: PaymentProvider;
  /** A shopper's saved card's vault token (PYT404 when it is not theirs). */
  cardToken(consumerNo: string, paymentInstrumentId: string): Promise<string>;
  orders: OrdersService;
  /** The account's e-mail of a registered shopper, null for a guest. */
  accountEmail(consumerNo: string): Promise<string | null>;
  /** The store and associate of a buy-in-store session, or null. */
  inStoreOf(
    storeSessionToken: string | null,
  ): Promise<{ storeId: string; storeEmployeeId: string } | null>;
  /**
   * The bot check of placement (000 §7 recaptcha_response): the browser's work, or, from a page
   * without JavaScript, its challenge handed back after a person's reading time, limited per
   * network address (decision 0070).
   */
  verifyBot(response: string | undefined, clientAddress: string): Promise<void>;
  /** The loyalty voucher's points: spent with the order, given back when its challenge fails. */
  loyalty: Pick<LoyaltyService, "spendPoints" | "earnPoints">;
  /** Counts a placed order against the employee's annual cap (programs area). */
  recordEmployeeSpend(consumerNo: string, amountMinor: number, tx: Queryable): Promise<void>;
  /** Counts a placed order against the professional programmes' caps (programs area). */
  recordPurchase(
    tx: Queryable,
    purchase: { consumerNo: string; currency: Currency; amountMinor: number },
  ): Promise<void>;
}

export interface PlaceInput {
  body: PlaceOrderBody;
  /** The Idempotency-Key header; null when missing or malformed (VAL400 once the bag is known). */
  key: string | null;
  shopper: Shopper;
  storeSessionToken: string | null;
  /** The caller's network address (the bot check's lane without JavaScript is limited by it). */
  clientAddress: string;
}

/** The placement saga (decision 0065): PUT and PATCH /cart/v2/checkout/order, and recovery. */
export interface PlacementService {
  place(input: PlaceInput): Promise<Placement>;
  /** Finishes an order held for a 3-D Secure challenge with the shopper's result. */
  complete(orderNo: string, result: "Y" | "N", shopper: Shopper): Promise<Placement>;
  /** Finishes or undoes attempts stuck for `olderThanMs`: answers how many it took over. */
  recover(olderThanMs: number): Promise<number>;
}
