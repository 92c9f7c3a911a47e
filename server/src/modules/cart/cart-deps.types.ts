import type { Db, Queryable } from "../../platform/database/db.types";
import type { CatalogService } from "../catalog";
import type { InventoryService } from "../inventory";
import type { LoyaltyTenders } from "../loyalty";
import type { GiftCardBalanceService } from "../payments";
import type { DeliveryStore } from "./cart-delivery.helpers";
import type { CartOrderDiscount } from "./cart-view.helpers";
import type { CartRow } from "./cart.tables";
import type { LineDeliveryKind } from "./cart-lines.tables";

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

/** A Klarna or PayPal session at the payment provider (the payments area). */
export interface ProviderSessions {
  createSession(input: {
    method: "KLARNA" | "PAYPAL";
    reference: string;
    amountMinor: number;
    currency: string;
    returnUrl: string;
  }): Promise<{ sessionId: string; approvalUrl: string }>;
}

/** The books the bag's stored-value tenders are kept in: other areas' (decision 0068). */
export interface CartTenderBooks {
  giftCards: Pick<
    GiftCardBalanceService,
    "redeemable" | "cardsLeft" | "spend" | "giveBack" | "refundPart"
  >;
  loyalty: LoyaltyTenders;
  /** A programme's allowance spent as payment (the athlete's), and given back. */
  allowance: {
    spend(
      tx: Queryable,
      spend: { consumerNo: string; program: "ATHLETE"; amountMinor: number; reference: string },
    ): Promise<void>;
    giveBack(tx: Queryable, reference: string): Promise<void>;
    refundPart(
      tx: Queryable,
      part: { consumerNo: string; program: "ATHLETE"; reference: string; amountMinor: number },
    ): Promise<void>;
  };
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
  /** The provider's Klarna and PayPal sessions (paymentSession). */
  providerSessions?: ProviderSessions;
  /** An athlete's allowance left this year (minor units), or null for a shopper who is none. */
  athleteRemaining?: (consumerNo: string) => Promise<number | null>;
  /** Gift cards, points, rewards and the athlete's allowance as tenders; absent: none. */
  tenders?: CartTenderBooks;
  /** An order-level discount of the cart's owner (the employee discount), from another area. */
  orderDiscount?: (
    consumerNo: string,
    currency: CartRow["currency"],
    itemTotalMinor: number,
    db: Queryable,
  ) => Promise<CartOrderDiscount | null>;
}
