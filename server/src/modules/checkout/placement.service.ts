import { toMinor, type Currency, type Placement, type PlaceOrderBody } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { BagTender } from "../cart";
import { orderAnswer, type OrdersService, type PlacedOrder } from "../orders";
import { isProviderOutage, type ProviderPayment } from "../payments";
import { wasUndone, type AttemptRow } from "./attempts.tables";
import {
  CHALLENGE_TIMEOUT_MS,
  DECLINE_MESSAGES,
  WAIT_FOR_ANSWER_MS,
  challengeAnswer,
  errorAnswer,
  replay,
} from "./placement-answers.helpers";
import { bagProblem, orderPartsOf, shippingThresholdOf, stockLinesOf } from "./placement.helpers";
import type {
  PlacementDeps,
  PlacementPlan,
  PlacementService,
  StoredAnswer,
} from "./placement.types";

export type { PlaceInput, PlacementDeps, PlacementPlan, PlacementService } from "./placement.types";
export { CHALLENGE_TIMEOUT_MS } from "./placement-answers.helpers";

export function createPlacement(deps: PlacementDeps): PlacementService {
  const { attempts, provider, orders, inventory, events } = deps;

  /** Where a repeat of a key, or a submit while another is in flight, is sent. */
  /**
   * The answer of an attempt that is not this submit's: a double click, a resubmit or a
   * second tab waits for the first submit's answer (up to WAIT_FOR_ANSWER_MS) and is given the
   * same; CHK409 if it is still being placed after that.
   */
  async function answerOf(attempt: AttemptRow): Promise<Placement> {
    const until = Date.now() + WAIT_FOR_ANSWER_MS;
    let current: AttemptRow | null = attempt;
    while (current && !current.answer && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = await attempts.find(current.basket_id, current.idempotency_key);
    }
    if (current?.answer) return replay(current.answer as StoredAnswer);
    throw new AppError("CHK409");
  }

  async function fail(
    attemptId: string,
    from: AttemptRow["step"],
    error: AppError,
  ): Promise<never> {
    await attempts.move(attemptId, from, "failed", { answer: errorAnswer(error) });
    throw error;
  }

  /**
   * Undoes an attempt that stopped before its order and records its refusal. When the undo
   * itself fails (the provider is down), the attempt stays where it is for recovery to undo:
   * nothing stays held without an order.
   */
  async function abandon(
    attemptId: string,
    from: AttemptRow["step"],
    error: AppError,
  ): Promise<never> {
    const undone = await undoBeforeOrder(attemptId).then(
      () => true,
      () => false,
    );
    if (undone) await attempts.move(attemptId, from, "failed", { answer: errorAnswer(error) });
    throw error;
  }

  /** Voids what the attempt holds at the provider and gives its stock back. */
  async function undoBeforeOrder(attemptId: string): Promise<void> {
    const payments = await provider.paymentsFor(attemptId);
    for (const payment of payments)
      if (payment.status === "AUTHORISED" || payment.status === "ACTION_REQUIRED")
        await provider.void(payment.paymentId, `${attemptId}:void:${payment.paymentId}`);
    await inventory.release(attemptId);
  }

  /** The provider tender's vault token or approved session. */
  async function providerSource(
    body: PlaceOrderBody,
    consumerNo: string,
  ): Promise<{ token?: string; sessionId?: string; sessionReference?: string }> {
    const method = body.paymentMethod;
    if (!method) return {};
    const data = method.additionalData;
    if (method.code === "CREDIT_CARD") {
      if (data.token) return { token: data.token };
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

  async function emailFor(body: PlaceOrderBody, bagEmail: string | null, shopper: Shopper) {
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

  /** The placement's answer for an order, with its confirmation secret when given. */
  async function placedAnswer(orderNo: string, st?: string): Promise<Placement> {
    const order = (await orders.order(orderNo)) as PlacedOrder;
    return { orderNumber: orderNo, ...(st ? { st } : {}), flash: [], order: orderAnswer(order) };
  }

  /**
   * A failed or abandoned challenge: the payment is voided, the order fails, its units go back
   * on sale and the bag is the shopper's again (000 §4 "a failed challenge returns to billing").
   * Answers the refusal the shopper is given.
   */
  async function failChallenge(attempt: AttemptRow, orderNo: string): Promise<AppError> {
    const plan = attempt.plan as PlacementPlan;
    const paymentId = attempt.payment_id as string;
    const [payment] = (await provider.paymentsFor(attempt.attempt_id)).filter(
      (candidate) => candidate.paymentId === paymentId,
    );
    if (payment?.status === "AUTHORISED" || payment?.status === "ACTION_REQUIRED")
      await provider.void(paymentId, `${attempt.attempt_id}:void:${paymentId}`);
    await events.transaction(async (tx) => {
      await orders.moveOrder(tx, orderNo, ["pending"], "failed", { reason: "3-D Secure failed" });
      await orders.setPaymentStatus(tx, orderNo, paymentId, "voided");
      await inventory.release(attempt.attempt_id, tx);
      await deps.cart.giveBackTenders(tx, orderNo);
      await deps.cart.releaseCoupons(tx, orderNo);
      if (plan.rewardPoints)
        await deps.loyalty.earnPoints(
          attempt.consumer_no,
          { points: plan.rewardPoints, reason: "REFUND", reference: orderNo },
          tx,
        );
    });
    await deps.cart.reopenBag(plan.basketId);
    const refusal = new AppError("PAY400", {
      field: "threeDS2Result",
      message: `Your bank did not confirm the payment. Nothing was charged; your bag is ready to pay another way.`,
    });
    await attempts.move(attempt.attempt_id, "challenge", "failed", {
      answer: errorAnswer(refusal),
    });
    return refusal;
  }

  /**
   * What becomes true with a placed order, in its transaction: the employee's cap counts it and
   * the confirmation e-mail is queued.
   */
  async function placedInTx(
    tx: Queryable,
    orderNo: string,
    consumerNo: string,
    plan: PlacementPlan,
    token: string,
  ): Promise<void> {
    if (plan.employeeSpendMinor > 0)
      await deps.recordEmployeeSpend(consumerNo, plan.employeeSpendMinor, tx);
    if (plan.purchaseMinor > 0)
      await deps.recordPurchase(tx, {
        consumerNo,
        currency: plan.currency as Currency,
        amountMinor: plan.purchaseMinor,
      });
    await orders.sendConfirmation(tx, orderNo, token, plan.locale);
  }

  /** `ordered` → `captured`: the provider payment captured and the order's record says so. */
  async function capture(attempt: AttemptRow, orderNo: string, plan: PlacementPlan): Promise<void> {
    if (attempt.payment_id) {
      await provider.capture(
        attempt.payment_id,
        plan.providerMinor,
        `${attempt.attempt_id}:capture`,
      );
      await orders.setPaymentStatus(deps.db, orderNo, attempt.payment_id, "captured");
    }
    await attempts.move(attempt.attempt_id, "ordered", "captured");
  }

  /**
   * Recovery's way on from `ordered` or `captured`: capture when not yet done, then settle
   * with the answer the placement gave (or the order as it is now). Safe to repeat.
   */
  async function finish(attempt: AttemptRow, orderNo: string, plan: PlacementPlan): Promise<void> {
    if (attempt.step === "ordered") await capture(attempt, orderNo, plan);
    const answer = (attempt.answer as StoredAnswer | null) ?? {
      placement: await placedAnswer(orderNo, plan.confirmationToken),
    };
    await attempts.move(attempt.attempt_id, "captured", "settled", { answer });
  }

  /**
   * The order is made: the payment is captured and the answer recorded (a repeat of the key
   * gets it). If the provider is down now, the order stands and its answer is recorded at
   * `ordered`; recovery captures later.
   */
  async function ordered(
    attempt: AttemptRow,
    orderNo: string,
    plan: PlacementPlan,
    st?: string,
  ): Promise<Placement> {
    const captured = await capture(attempt, orderNo, plan).then(
      () => true,
      () => false,
    );
    const placement = await placedAnswer(orderNo, st ?? plan.confirmationToken);
    const answer: StoredAnswer = { placement };
    if (captured) await attempts.move(attempt.attempt_id, "captured", "settled", { answer });
    else await attempts.move(attempt.attempt_id, "ordered", "ordered", { answer });
    return placement;
  }

  return {
    async place({ body, key, shopper, storeSessionToken, clientAddress }) {
      const earlier = key ? await attempts.find(body.cartId, key) : null;
      // One that recovery undid was never answered: this submit places the bag afresh (claim).
      if (earlier && earlier.consumer_no === shopper.consumerNo && !wasUndone(earlier))
        return answerOf(earlier);
      // Whose bag it is comes first: a stranger learns nothing else about it.
      const bag = await deps.cart.bagForOrder(body.cartId, shopper);
      if (!key)
        throw new AppError("VAL400", {
          field: "Idempotency-Key",
          message:
            "Idempotency-Key: send one key (8 to 100 letters, digits or -_.:) per bag and form, the same on a retry.",
        });
      await deps.verifyBot(body.recaptcha_response, clientAddress);
      const inStore = body.inStoreSalesInfo ?? null;
      if (inStore) {
        const session = await deps.inStoreOf(storeSessionToken);
        if (
          !session ||
          session.storeId !== inStore.storeId ||
          session.storeEmployeeId !== inStore.storeEmployeeId
        )
          throw new AppError("VAL400", {
            field: "inStoreSalesInfo",
            message: "inStoreSalesInfo must name this in-store session's store and associate.",
          });
      }
      const claim = await attempts.claim({
        basketId: body.cartId,
        key,
        consumerNo: shopper.consumerNo,
      });
      if (!claim.fresh) return answerOf(claim.attempt);
      const attempt = claim.attempt;
      const reference = attempt.attempt_id;

      // begun → reserved: the bag as it stands now, checked, and its units held.
      let cart = bag.cart;
      let email: string;
      let source: Awaited<ReturnType<typeof providerSource>>;
      let tenders: BagTender[];
      try {
        if (bag.taxChanged)
          throw new AppError("TAX310", {
            message: "The tax on your order changed since you saw it. Check the new total.",
          });
        if (body.billingAddress)
          cart = await deps.cart.setBillingAddress(body.cartId, body.billingAddress, shopper);
        const problem = bagProblem(cart);
        if (problem)
          throw new AppError(problem.code, { field: problem.field, message: problem.message });
        email = await emailFor(
          body,
          cart.shippingMethods.find((s) => s.address?.email)?.address?.email ?? null,
          shopper,
        );
        source = await providerSource(body, shopper.consumerNo);
        // The stored-value tenders as they pay now (read outside any transaction: decision 0068).
        tenders = await deps.cart.tendersOf(body.cartId);
        // A bag of gift cards alone holds no stock (decision 0076): nothing to reserve.
        const stock = stockLinesOf(cart);
        if (stock.length > 0)
          await events.transaction((tx) => inventory.reserve(reference, stock, tx));
      } catch (error) {
        if (error instanceof AppError && error.errorId === "INV405")
          return fail(
            reference,
            "begun",
            new AppError("ORD430", {
              message: "Some items are no longer available in the quantity in your bag.",
              outOfStock: error.outOfStock,
            }),
          );
        if (error instanceof AppError) return fail(reference, "begun", error);
        throw error;
      }
      // The provider tender pays what the stored-value ones leave.
      const providerMinor = Math.max(
        0,
        toMinor(cart.totals.total, cart.currency) -
          tenders.reduce((sum, tender) => sum + tender.amountMinor, 0),
      );
      const method = body.paymentMethod?.code ?? null;
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
      await attempts.move(reference, "begun", "reserved", { plan });

      // reserved → authorised: the provider tender, no transaction open.
      let payment: ProviderPayment | null = null;
      if (providerMinor > 0) {
        if (!method)
          return abandon(
            reference,
            "reserved",
            new AppError("PYT400", {
              field: "paymentMethod",
              message: "Choose how to pay the rest of your order.",
            }),
          );
        try {
          payment = await provider.authorise({
            reference,
            method,
            ...source,
            amountMinor: providerMinor,
            currency: cart.currency,
            idempotencyKey: `${reference}:authorise`,
            ...(bag.deviceFingerprint ? { device: bag.deviceFingerprint } : {}),
          });
        } catch (error) {
          return abandon(
            reference,
            "reserved",
            isProviderOutage(error) || !(error instanceof AppError)
              ? new AppError("PAY503")
              : error,
          );
        }
        if (payment.status === "DECLINED") {
          const code = payment.declineCode ?? "PAY400";
          return abandon(
            reference,
            "reserved",
            new AppError(code, {
              field: "paymentMethod",
              message: DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.PAY400,
            }),
          );
        }
      }
      const challenge = payment?.status === "ACTION_REQUIRED";
      await attempts.move(reference, "reserved", "authorised", {
        ...(payment ? { paymentId: payment.paymentId } : {}),
      });

      // authorised → ordered (or challenge): the order, the stock sold, the bag closed, at once.
      const parts = orderPartsOf(cart);
      let made: Awaited<ReturnType<OrdersService["createOrder"]>>;
      try {
        made = await events.transaction(async (tx) => {
          const created = await orders.createOrder(tx, {
            ...parts,
            siteId: bag.siteId,
            basketId: body.cartId,
            consumerNo: shopper.consumerNo,
            email,
            inStore,
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
                      method: method as string,
                      reference: payment.paymentId,
                      amountMinor: providerMinor,
                      status: challenge ? ("pending" as const) : ("authorised" as const),
                    },
                  ]
                : []),
            ],
          });
          if (!created.created)
            throw new AppError("CHK409", { message: "This bag already has an order." });
          // GFC740 or PYT400 when a balance was spent elsewhere meanwhile: all of this rolls back.
          await deps.cart.spendTenders(tx, body.cartId, created.orderNo);
          await deps.cart.redeemCoupons(tx, bag, created.orderNo);
          // The voucher's points (REW140 when they were spent meanwhile: all of this rolls back).
          if (plan.rewardPoints)
            await deps.loyalty.spendPoints(
              shopper.consumerNo,
              { points: plan.rewardPoints, reason: "ORDER_SPEND", reference: created.orderNo },
              tx,
            );
          if (!challenge) {
            await inventory.commit(reference, tx);
            await placedInTx(
              tx,
              created.orderNo,
              shopper.consumerNo,
              plan,
              created.confirmationToken,
            );
          }
          await deps.cart.closeBag(tx, body.cartId);
          if (!challenge)
            await events.publish(tx, "orderPlaced", {
              orderNo: created.orderNo,
              consumerNo: shopper.consumerNo,
              siteId: bag.siteId,
              basketId: body.cartId,
              totalMinor: parts.totals.totalMinor,
              currency: cart.currency,
            });
          await attempts.move(
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
        });
      } catch (error) {
        return abandon(
          reference,
          "authorised",
          error instanceof AppError ? error : new AppError("ORD415", { cause: error }),
        );
      }
      if (!made.created) throw new AppError("CHK409");
      if (challenge && payment) return challengeAnswer(made.orderNo, payment);
      return ordered(
        { ...attempt, step: "ordered", payment_id: payment?.paymentId ?? null },
        made.orderNo,
        plan,
        made.confirmationToken,
      );
    },

    async complete(orderNo, result, shopper) {
      const order = await orders.order(orderNo);
      const attempt =
        order && order.consumerNo === shopper.consumerNo ? await attempts.ofOrder(orderNo) : null;
      if (!order || !attempt) throw new AppError("OHS4004");
      if (attempt.step !== "challenge") return answerOf(attempt);
      const plan = attempt.plan as PlacementPlan;
      const paymentId = attempt.payment_id as string;
      // The provider's challenge page answers the payment itself (the bank's answer), then sends
      // the shopper back to the store, whose PATCH reports it. The store believes the provider,
      // never the page: a "Y" for a payment the bank has not confirmed places nothing (the
      // challenge is answered again); an "N" gives the payment up, which only the payer can want.
      let payment = (await provider.paymentsFor(attempt.attempt_id)).find(
        (entry) => entry.paymentId === paymentId,
      );
      if (!payment) throw new AppError("OHS4004");
      if (payment.status === "ACTION_REQUIRED") {
        if (result === "Y") return answerOf(attempt);
        payment = await provider.completeAction(
          paymentId,
          "N",
          `${attempt.attempt_id}:challenge:N`,
        );
      }
      if (payment.status !== "AUTHORISED") throw await failChallenge(attempt, orderNo);
      await events.transaction(async (tx) => {
        await orders.moveOrder(tx, orderNo, ["pending"], "placed", {
          payment: "3-D Secure passed",
        });
        await orders.setPaymentStatus(tx, orderNo, paymentId, "authorised");
        await inventory.commit(attempt.attempt_id, tx);
        await placedInTx(tx, orderNo, order.consumerNo, plan, plan.confirmationToken ?? "");
        await events.publish(tx, "orderPlaced", {
          orderNo,
          consumerNo: order.consumerNo,
          siteId: order.siteId,
          basketId: order.basketId,
          totalMinor: order.totals.totalMinor,
          currency: order.currency,
        });
        await attempts.move(attempt.attempt_id, "challenge", "ordered", {}, tx);
      });
      return ordered({ ...attempt, step: "ordered" }, orderNo, plan);
    },

    async recover(olderThanMs) {
      const stuck = await attempts.stuck(olderThanMs);
      let taken = 0;
      for (const attempt of stuck) {
        try {
          if (attempt.step === "challenge") {
            if (Date.now() - new Date(attempt.updated_at).getTime() < CHALLENGE_TIMEOUT_MS)
              continue;
            await failChallenge(attempt, attempt.order_no as string).catch(() => undefined);
            taken += 1;
            continue;
          }
          if (
            attempt.step === "begun" ||
            attempt.step === "reserved" ||
            attempt.step === "authorised"
          ) {
            // Before the order: nothing may stay held. No answer is kept: the process died
            // before the shopper was told anything, so a retry of the same key places the bag
            // again (it was "still being placed" until now), never "the provider is down".
            await undoBeforeOrder(attempt.attempt_id);
            const moved = await attempts.move(attempt.attempt_id, attempt.step, "failed");
            if (moved) taken += 1;
          } else if (attempt.step === "ordered" || attempt.step === "captured") {
            await finish(attempt, attempt.order_no as string, attempt.plan as PlacementPlan);
            taken += 1;
          }
        } catch {
          // The next run tries again (the provider may be down now).
        }
      }
      return taken;
    },
  };
}
