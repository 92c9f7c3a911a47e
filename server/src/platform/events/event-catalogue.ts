import type { SignUpConsents } from "@ridgeline/contract";
import type { SiteScope } from "../http/request-scope";

/**
 * Every event one area tells the others about, with what it carries. An event says what has
 * happened (past tense) and carries plain JSON: it is stored with the change that caused it and
 * read back by each listener, maybe in another process, maybe minutes later.
 *
 * Adding an event: add it here with who publishes it, then publish it with
 * `events.publish(tx, name, payload)` inside `events.transaction`. Listeners are declared by
 * the listening area's definition (`listens`), never by the publisher.
 */
export interface DomainEvents {
  /**
   * identity: a shopper exchanged a sign-in code for tokens. `guestNo` is the guest session
   * they signed in from (its bag and favourites are theirs now), null without one.
   */
  shopperSignedIn: { consumerNo: string; guestNo: string | null; siteId: string };
  /**
   * identity: an account was created. `consents` are the sign-up form's subscription choices,
   * already checked (contract's `checkSignUpConsents`), with the contact they go to.
   */
  shopperSignedUp: {
    consumerNo: string;
    /** The site signed up on: where the opt-in mails' links lead. */
    site: SiteScope;
    contact: { email: string; phone: string | null };
    consents: SignUpConsents | null;
    loyaltyEnrollment: boolean;
  };
  /** inventory: a SKU went in or out of stock online. */
  stockChanged: { upc: string; inStock: boolean };
  /** catalog: a colour's price in a currency changed (its style's pages and listings show it). */
  priceChanged: { styleId: string };
  /** inventory: a SKU's online stock went from none to some. */
  restocked: { upc: string };
  /** checkout: an order was placed and its payment authorised. */
  orderPlaced: {
    orderNo: string;
    consumerNo: string;
    siteId: string;
    basketId: string;
    totalMinor: number;
    currency: string;
  };
  /** orders: an order moved on (processing, shipped, delivered; decision 0072). */
  orderStatusChanged: { orderNo: string; consumerNo: string; from: string; to: string };
  /** aftersales: an order was cancelled before it shipped (decision 0075). */
  orderCancelled: { orderNo: string; consumerNo: string; siteId: string; reason: string };
  /**
   * aftersales: money of an order was given back for returned units (decision 0075);
   * `refundedMinor` counts every refund of the order so far, this one included.
   */
  orderRefunded: {
    orderNo: string;
    consumerNo: string;
    refundId: number;
    amountMinor: number;
    refundedMinor: number;
    totalMinor: number;
  };
  /** aftersales: a return moved on (requested, label_issued, received, refunded). */
  returnStatusChanged: { orderNo: string; returnNo: string; consumerNo: string; to: string };
}

/**
 * Events that may be lost: told to this process's listeners as they happen, never stored (a
 * lost one costs little, and storing each would cost a write on a hot path).
 */
export interface PassingEvents {
  /** catalog: a shopper with a token looked at a product's details. */
  productViewed: { consumerNo: string; styleId: string };
}

export const PASSING_EVENTS: readonly (keyof PassingEvents)[] = ["productViewed"];

export type EventName = keyof DomainEvents;
export type PassingEventName = keyof PassingEvents;
export type AnyEvents = DomainEvents & PassingEvents;
