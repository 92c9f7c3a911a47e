// Who may do what with an order (issue 26 points 1 and 10, decision 0077): the one place every
// after-sales call proves its right to an order. Three proofs, strongest first:
// - the signed-in owner;
// - the order's secret: the confirmation link's `st`, or a link mailed to the order's own
//   address (asked for on the look-up page, or carried by a guest's order e-mails);
// - the order's number and e-mail: enough to see the order's status (TrackOrder), never to move
//   money or change who receives something, nor to read a document with the buyer's address.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Mailer } from "../../platform/mail/mailer";
import type { RateLimits, RateRule } from "../../platform/rate-limit/rate-limits";
import { accessLinkMessage, orderPagePath } from "./order-proof.helpers";
import { insertAccessKey, selectLiveAccessKey } from "./order-proof.tables";
import type { PlacedOrder } from "./orders.types";

/** What a caller holds for an order. */
export interface OrderProof {
  /** The signed-in shopper (never a guest's number), or null. */
  consumerNo: string | null;
  /** The order's secret: the confirmation link's `st` or a mailed link's. */
  st?: string | undefined;
  /** The e-mail the order was placed with: its status only. */
  email?: string | undefined;
  clientAddress: string;
}

/**
 * What the call does with the order: `status` shows where it is (number and e-mail will do);
 * `control` moves money, changes who receives something or reads a document with the buyer's
 * address (the owner or the secret).
 */
export type OrderAccess = "status" | "control";

/**
 * One budget for every look-up of an order by e-mail (tracking, the mailed link, and any
 * after-sales call that brings an e-mail or a wrong secret), per network address: walking
 * numbers and e-mails needs many, a shopper a few.
 */
export const ORDER_LOOKUP_LIMIT: RateRule = {
  name: "order-lookup-address",
  limit: 20,
  windowMs: 60 * 60_000,
  message: "Too many order look-ups from this network. Please try again later.",
};

/** The same budget per order number and per e-mail, whichever addresses the tries come from. */
export const ORDER_LOOKUP_TARGET_LIMIT: RateRule = {
  name: "order-lookup-target",
  limit: 10,
  windowMs: 60 * 60_000,
  message: "Too many look-ups of this order. Please try again later.",
};

/** How long a link asked for on the look-up page works, and one carried by an order e-mail. */
export const REQUESTED_LINK_MS = 24 * 60 * 60_000;
export const MAILED_LINK_MS = 60 * 24 * 60 * 60_000;

/** A guest's shopper number (guest tokens' numbers start with G). */
export const isGuestNumber = (consumerNo: string) => consumerNo.startsWith("G");

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

const sameHash = (stored: string, given: string) =>
  timingSafeEqual(Buffer.from(stored, "hex"), Buffer.from(given, "hex"));

/** One refusal for an unknown order, another's order, a wrong secret and a missing proof. */
function notFound(field: string, missingSecret: boolean): AppError {
  return new AppError("OHS4004", {
    field: missingSecret ? "st" : field,
    message: missingSecret
      ? "Sign in, or open the link from your order e-mail, to do this. The order look-up page sends a new link to the order's e-mail address."
      : "The order was not found.",
  });
}

export interface OrderProofDeps {
  db: Db;
  limits: Pick<RateLimits, "check">;
  mailer: Pick<Mailer, "enqueue">;
  publicOrigin: string;
  now: () => Date;
  /** The order with its confirmation secret's hash, or null. */
  orderWithHash(orderNo: string): Promise<{ order: PlacedOrder; confirmationHash: string } | null>;
  /** The order a number and e-mail name (ORD400 / OHS4004), without counting. */
  findByEmail(orderNumber: string, email: string): Promise<PlacedOrder>;
}

export function createOrderProof(deps: OrderProofDeps) {
  async function countEmailLookUp(proof: OrderProof, orderNumber: string): Promise<void> {
    await deps.limits.check(ORDER_LOOKUP_LIMIT, proof.clientAddress);
    await deps.limits.check(ORDER_LOOKUP_TARGET_LIMIT, `order:${orderNumber}`);
    await deps.limits.check(
      ORDER_LOOKUP_TARGET_LIMIT,
      `email:${(proof.email ?? "").trim().toLowerCase()}`,
    );
  }

  async function secretOpens(
    found: { order: PlacedOrder; confirmationHash: string },
    secret: string,
  ): Promise<boolean> {
    const given = hashOf(secret);
    if (sameHash(found.confirmationHash, given)) return true;
    return selectLiveAccessKey(deps.db, found.order.orderNo, given, deps.now());
  }

  /**
   * The order the proof opens for `access`, or a refusal that says nothing of whether the order
   * exists (OHS4004); the e-mail proof keeps tracking's ORD400 for a wrong e-mail.
   */
  async function proveOrder(
    orderNumber: string,
    proof: OrderProof,
    access: OrderAccess,
    field = "orderNumber",
  ): Promise<PlacedOrder> {
    const number = orderNumber.trim().toUpperCase();
    const owner = proof.consumerNo && !isGuestNumber(proof.consumerNo) ? proof.consumerNo : null;
    const found = /^[A-Z]{2,8}\d{8,12}$/.test(number) ? await deps.orderWithHash(number) : null;
    const live = found && found.order.status !== "failed" ? found : null;
    if (owner && live?.order.consumerNo === owner) return live.order;
    if (proof.st !== undefined) {
      if (live && (await secretOpens(live, proof.st))) return live.order;
      // Only a wrong secret counts: a right one is the guest's own link, used as often as needed.
      await deps.limits.check(ORDER_LOOKUP_LIMIT, proof.clientAddress);
      throw notFound(field, false);
    }
    if (proof.email !== undefined) {
      await countEmailLookUp(proof, number);
      if (access === "status") return deps.findByEmail(orderNumber, proof.email);
    }
    throw notFound(field, !owner || proof.email !== undefined);
  }

  /** A new mailed link's secret for the order, kept as its hash until `ttlMs` from now. */
  async function newAccessKey(
    tx: Queryable,
    orderNo: string,
    purpose: string,
    ttlMs: number,
  ): Promise<string> {
    const key = randomBytes(32).toString("base64url");
    await insertAccessKey(tx, {
      hash: hashOf(key),
      orderNo,
      purpose,
      expiresAt: new Date(deps.now().getTime() + ttlMs),
    });
    return key;
  }

  return {
    proveOrder,

    /**
     * The look-up page's "send me a link": when the number and e-mail name an order, a link with
     * a fresh secret goes to the order's own address (never to one the caller names). The
     * answer is the same either way, and the call counts against the look-up budget.
     */
    async sendAccessLink(
      input: { orderNumber: string; email: string; locale: string },
      clientAddress: string,
    ): Promise<void> {
      const proof = { consumerNo: null, email: input.email, clientAddress };
      const order = await proveOrder(input.orderNumber, proof, "status").catch((error: unknown) => {
        if (error instanceof AppError && error.errorId !== "API429") return null;
        throw error;
      });
      if (!order) return;
      await deps.db.transaction(async (tx) => {
        const key = await newAccessKey(tx, order.orderNo, "requested", REQUESTED_LINK_MS);
        await deps.mailer.enqueue(
          tx,
          accessLinkMessage(
            order,
            orderPagePath(input.locale, order.orderNo, key),
            input.locale,
            deps.publicOrigin,
          ),
        );
      });
    },

    /**
     * The path an order's e-mail links to: the account's order page for a registered shopper's
     * order; for a guest's, the order's page with a fresh secret (a guest cannot open the
     * account), made in the e-mail's transaction.
     */
    async orderMailPath(
      tx: Queryable,
      order: Pick<PlacedOrder, "orderNo" | "consumerNo">,
      locale: string,
      purpose: string,
    ): Promise<string> {
      if (!isGuestNumber(order.consumerNo)) return `/${locale}/account/orders/${order.orderNo}`;
      const key = await newAccessKey(tx, order.orderNo, purpose, MAILED_LINK_MS);
      return orderPagePath(locale, order.orderNo, key);
    },
  };
}

export type OrderProofService = ReturnType<typeof createOrderProof>;
