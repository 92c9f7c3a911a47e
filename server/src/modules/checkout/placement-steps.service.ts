import { toMinor, type Cart, type Currency, type PlaceOrderBody } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { BagForOrder, BagTender } from "../cart";
import type { OrdersService } from "../orders";
import { isProviderOutage, type ProviderPayment } from "../payments";
import { DECLINE_MESSAGES, challengeAnswer } from "./placement-answers.helpers";
import {
  bagProblem,
  orderPartsOf,
  shippingThresholdOf,
  splitChange,
  stockLinesOf,
} from "./placement.helpers";
import type { PlacementDeps, PlacementPlan } from "./placement.types";

// The placement's steps (decision 0065, 0070, 0079), one function each, with the undo of each
// beside it, so that every step's compensation can be checked on its own. The service
// (placement.service.ts) runs them in order and records each move on the attempt.

/** The provider tender's source: the card's vault token, or an approved Klarna/PayPal session. */
export interface ProviderSource {
  token?: string;
  /** The bag a frame's token was made for: the provider spends it for this bag only. */
  tokenBasketId?: string;
  sessionId?: string;
  sessionReference?: string;
}

/** What the checks settled on: the bag as it will be ordered and how it is paid. */
export interface CheckedBag {
  cart: Cart;
  email: string | null;
  source: ProviderSource;
  tenders: BagTender[];
  plan: PlacementPlan;
  /**
   * What keeps the bag from being ordered besides its stock, the real cause first (decision
   * 0079): the tax or the split changed, then the delivery, the billing address, the e-mail and
   * the payment. The stock comes before all of them (reserveStock), so it is not in here.
   */
  problems: AppError[];
}

/** An AppError a check threw, as a finding; anything else is a fault and is thrown. */
async function finding(check: () => Promise<unknown>): Promise<AppError | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** The provider tender's vault token or approved session. */
async function providerSource(
  deps: PlacementDeps,
  body: PlaceOrderBody,
  consumerNo: string,
): Promise<ProviderSource> {
  const method = body.paymentMethod;
  if (!method) return {};
  const data = method.additionalData;
  if (method.code === "CREDIT_CARD") {
    // The frame's token is single-use and made for this bag (decision 0078).
    if (data.token) return { token: data.token, tokenBasketId: body.cartId };
    if (data.paymentInstrumentId)
      return { token: await deps.cardToken(consumerNo, data.paymentInstrumentId) };
    throw new AppError("VAL400", {
      field: "paymentMethod.additionalData",
      message: "A card needs the card frame's token or a saved card's paymentInstrumentId.",
    });
  }
  if (!data.sessionID)
    throw new AppError("VAL400", {
      field: "paymentMethod.additionalData.sessionID",
      message: `${method.code} needs the approved session's sessionID.`,
    });
  // paymentSession makes the session for the bag, before this attempt exists (decision 0069).
  return { sessionId: data.sessionID, sessionReference: body.cartId };
}

/** Where the order confirmation goes: the account's e-mail, the form's, or the address's. */
async function emailFor(
  deps: PlacementDeps,
  body: PlaceOrderBody,
  cart: Cart,
  shopper: Shopper,
): Promise<string> {
  const bagEmail = cart.shippingMethods.find((s) => s.address?.email)?.address?.email ?? null;
  const email =
    shopper.consumerType === "GUEST"
      ? (body.email ?? bagEmail)
      : ((await deps.accountEmail(shopper.consumerNo)) ?? body.email ?? bagEmail);
  if (!email)
    throw new AppError("VAL400", {
      field: "email",
      message: "Give the e-mail address the order confirmation goes to.",
    });
  return email;
}

/**
 * Step `begun` (nothing held, so no undo): the bag as it stands now, read and checked, and
 * what it will cost each tender. Throws CHK400 for an empty bag; every other finding is
 * answered in `problems`, in the order a shopper can act on, after the stock
 * (decision 0079). Reads the bag only through the cart's reader, before any unit is held: a
 * held unit would show the bag's own line as short.
 */
export async function checkBag(
  deps: PlacementDeps,
  input: { body: PlaceOrderBody; shopper: Shopper; bag: BagForOrder },
): Promise<CheckedBag> {
  const { body, shopper, bag } = input;
  if (bag.cart.items.length === 0)
    throw new AppError("CHK400", { field: "cartId", message: "The bag is empty." });
  const problems: AppError[] = [];
  if (bag.taxChanged)
    problems.push(
      new AppError("TAX310", {
        message: "The tax on your order changed since you saw it. Check the new total.",
      }),
    );
  const cart = body.billingAddress
    ? await deps.cart.setBillingAddress(body.cartId, body.billingAddress, shopper)
    : bag.cart;
  // The stored-value tenders as they pay now (read outside any transaction: decision 0068),
  // held to what the shopper was shown (decision 0079).
  // A bag whose answer shows none has none: a tender added since moved the bag's revision, and
  // the spend refuses it (PYT400). This spares most placements a second pricing of the bag.
  const tenders = cart.payment_instruments.length > 0 ? await deps.cart.tendersOf(body.cartId) : [];
  const providerMinor = Math.max(
    0,
    toMinor(cart.totals.total, cart.currency) -
      tenders.reduce((sum, tender) => sum + tender.amountMinor, 0),
  );
  const changed = splitChange(bag.splitShown, tenders, providerMinor);
  if (changed) problems.push(changed);
  const problem = bagProblem(cart);
  if (problem)
    problems.push(new AppError(problem.code, { field: problem.field, message: problem.message }));
  let email: string | null = null;
  const noEmail = await finding(async () => {
    email = await emailFor(deps, body, cart, shopper);
  });
  if (noEmail) problems.push(noEmail);
  let source: ProviderSource = {};
  const noSource = await finding(async () => {
    source = await providerSource(deps, body, shopper.consumerNo);
  });
  if (noSource) problems.push(noSource);
  const method = body.paymentMethod?.code ?? null;
  if (providerMinor > 0 && !method)
    problems.push(
      new AppError("PYT400", {
        field: "paymentMethod",
        message: "Choose how to pay the rest of your order.",
      }),
    );
  const plan: PlacementPlan = {
    basketId: body.cartId,
    currency: cart.currency,
    providerMinor,
    locale: cart.locale,
    rewardPoints: bag.rewardPoints,
    employeeSpendMinor: bag.employeeSpendMinor,
    purchaseMinor: toMinor(cart.totals.itemTotal, cart.currency),
    method,
  };
  return { cart, email, source, tenders, plan, problems };
}

/**
 * Step `begun → reserved`: the bag's units held under the attempt's reference. ORD430 with the
 * short lines when some are no longer there. A bag of gift cards alone holds no stock
 * (decision 0076). Undo: `releaseStock`.
 */
export async function reserveStock(
  deps: PlacementDeps,
  reference: string,
  cart: Cart,
): Promise<void> {
  const stock = stockLinesOf(cart);
  if (stock.length === 0) return;
  try {
    await deps.events.transaction((tx) => deps.inventory.reserve(reference, stock, tx));
  } catch (error) {
    if (error instanceof AppError && error.errorId === "INV405")
      throw new AppError("ORD430", {
        message: "Some items are no longer available in the quantity in your bag.",
        outOfStock: error.outOfStock,
      });
    throw error;
  }
}

/** Undoes `reserveStock`: the attempt's held units go back on sale (a second call: nothing). */
export async function releaseStock(
  deps: PlacementDeps,
  reference: string,
  tx?: Queryable,
): Promise<void> {
  await deps.inventory.release(reference, tx);
}

/**
 * Step `reserved → authorised`: the provider tender authorised for what the stored-value
 * tenders leave, with no transaction open. Null when nothing is left to pay. A decline or an
 * outage is thrown as the refusal the shopper is given (PAY503 for an outage: nothing was
 * charged). Undo: `voidPayments`.
 */
export async function authorisePayment(
  deps: PlacementDeps,
  input: { reference: string; checked: CheckedBag; deviceFingerprint: string | null },
): Promise<ProviderPayment | null> {
  const { reference, checked } = input;
  const { plan } = checked;
  if (plan.providerMinor <= 0 || !plan.method) return null;
  let payment: ProviderPayment;
  try {
    payment = await deps.provider.authorise({
      reference,
      method: plan.method,
      ...checked.source,
      amountMinor: plan.providerMinor,
      currency: checked.cart.currency,
      idempotencyKey: `${reference}:authorise`,
      ...(input.deviceFingerprint ? { device: input.deviceFingerprint } : {}),
    });
  } catch (error) {
    throw isProviderOutage(error) || !(error instanceof AppError) ? new AppError("PAY503") : error;
  }
  if (payment.status === "DECLINED") {
    const code = payment.declineCode ?? "PAY400";
    throw new AppError(code, {
      field: "paymentMethod",
      message: DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.PAY400,
    });
  }
  return payment;
}

/** Undoes `authorisePayment`: voids what the attempt holds at the provider (idempotent). */
export async function voidPayments(deps: PlacementDeps, reference: string): Promise<void> {
  const payments = await deps.provider.paymentsFor(reference);
  for (const payment of payments)
    if (payment.status === "AUTHORISED" || payment.status === "ACTION_REQUIRED")
      await deps.provider.void(payment.paymentId, `${reference}:void:${payment.paymentId}`);
}

/**
 * What a placed order counts against, in its transaction: the employee's and the programmes'
 * caps. Part of `writeOrder` (and of a passed challenge), before the order's number is taken;
 * its undo is the transaction's rollback.
 */
export async function countSpendInTx(
  deps: PlacementDeps,
  tx: Queryable,
  consumerNo: string,
  plan: PlacementPlan,
): Promise<void> {
  if (plan.employeeSpendMinor > 0)
    await deps.recordEmployeeSpend(consumerNo, plan.employeeSpendMinor, tx);
  if (plan.purchaseMinor > 0)
    await deps.recordPurchase(tx, {
      consumerNo,
      currency: plan.currency as Currency,
      amountMinor: plan.purchaseMinor,
    });
}

type Made = Extract<Awaited<ReturnType<OrdersService["createOrder"]>>, { created: true }>;

/**
 * Step `authorised → ordered` (or `challenge`): in one transaction, the stock sold, the caps
 * counted, the order written, the store's own tenders spent, the bag closed, the codes and
 * voucher points spent, the confirmation queued, the `orderPlaced` event stored and the attempt moved. A 3-D Secure payment makes a pending order
 * whose stock stays held. Undo: the rollback, whatever fails inside (GFC740 or PYT400 when a
 * balance was spent elsewhere meanwhile, REW140 for the voucher's points); once committed, a
 * pending order's undo is the failed challenge (`failChallenge` in the service), a placed
 * order's is a cancel (aftersales).
 */
export async function writeOrder(
  deps: PlacementDeps,
  input: {
    reference: string;
    shopper: Shopper;
    bag: BagForOrder;
    checked: CheckedBag;
    /** Where the confirmation goes (checkBag found it, or the bag was refused). */
    email: string;
    inStore: PlaceOrderBody["inStoreSalesInfo"] | null;
    payment: ProviderPayment | null;
  },
): Promise<Made> {
  const { reference, shopper, bag, checked, payment } = input;
  const { cart, plan, tenders } = checked;
  const basketId = plan.basketId;
  const challenge = payment?.status === "ACTION_REQUIRED";
  const parts = orderPartsOf(cart);
  // Before the transaction, in a statement of its own: a number held to commit would make every
  // placement of the site wait for the one before it (decision 0086).
  const orderNo = await deps.orders.numberOrder(bag.siteId);
  return deps.events.transaction(
    async (tx) => {
      if (!challenge) {
        await deps.inventory.commit(reference, tx);
        await countSpendInTx(deps, tx, shopper.consumerNo, plan);
      }
      const created = await deps.orders.createOrder(
        tx,
        {
          ...parts,
          siteId: bag.siteId,
          basketId,
          consumerNo: shopper.consumerNo,
          email: input.email,
          inStore: input.inStore ?? null,
          status: challenge ? "pending" : "placed",
          shippingThreshold: shippingThresholdOf(cart),
          payments: [
            // The store's own money first: debited below, in this transaction.
            ...tenders
              .filter((tender) => tender.amountMinor > 0)
              .map((tender) => ({
                method: tender.method,
                reference: tender.instrumentId,
                amountMinor: tender.amountMinor,
                status: "captured" as const,
              })),
            ...(payment
              ? [
                  {
                    method: plan.method as string,
                    reference: payment.paymentId,
                    amountMinor: plan.providerMinor,
                    card: payment.card,
                    status: challenge ? ("pending" as const) : ("authorised" as const),
                  },
                ]
              : []),
          ],
        },
        orderNo,
      );
      if (!created.created)
        throw new AppError("CHK409", { message: "This bag already has an order." });
      await deps.cart.spendTenders(tx, basketId, created.orderNo);
      // After the spend: closing moves the bag's revision, which the spend holds the split to.
      await deps.cart.closeBag(tx, basketId);
      await deps.cart.redeemCoupons(tx, bag, created.orderNo);
      if (plan.rewardPoints)
        await deps.loyalty.spendPoints(
          shopper.consumerNo,
          { points: plan.rewardPoints, reason: "ORDER_SPEND", reference: created.orderNo },
          tx,
        );
      if (!challenge) {
        const token = created.confirmationToken;
        await deps.orders.sendConfirmation(tx, created.orderNo, token, plan.locale);
        await deps.events.publish(tx, "orderPlaced", {
          orderNo: created.orderNo,
          consumerNo: shopper.consumerNo,
          siteId: bag.siteId,
          basketId,
          totalMinor: parts.totals.totalMinor,
          currency: cart.currency,
        });
      }
      await deps.attempts.move(
        reference,
        "authorised",
        challenge ? "challenge" : "ordered",
        {
          orderNo: created.orderNo,
          ...(challenge && payment
            ? {
                plan: { ...plan, confirmationToken: created.confirmationToken },
                answer: { placement: challengeAnswer(created.orderNo, payment) },
              }
            : {}),
        },
        tx,
      );
      return created;
      // The listeners of orderPlaced (the invoice, the points, sold gift cards) are nothing the
      // shopper's answer shows: they run after it (decision 0079).
    },
    { deliver: "after" },
  );
}

/**
 * Step `ordered → settled` (`captured` for attempts of before): the provider payment captured
 * and the order's record says so; the caller moves the attempt with the answer. No undo: once
 * the order stands, a failed capture is retried by recovery, and giving money back is a
 * cancel or a refund (aftersales).
 */
export async function capturePayment(
  deps: PlacementDeps,
  attempt: { attempt_id: string; payment_id: string | null },
  orderNo: string,
  plan: PlacementPlan,
): Promise<void> {
  if (attempt.payment_id) {
    await deps.provider.capture(
      attempt.payment_id,
      plan.providerMinor,
      `${attempt.attempt_id}:capture`,
    );
    await deps.orders.setPaymentStatus(deps.db, orderNo, attempt.payment_id, "captured");
  }
}
