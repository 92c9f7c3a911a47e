import type { Placement } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import { orderAnswer, type PlacedOrder } from "../orders";
import { wasUndone, type AttemptRow } from "./attempts.tables";
import {
  CHALLENGE_TIMEOUT_MS,
  WAIT_FOR_ANSWER_MS,
  challengeAnswer,
  errorAnswer,
  replay,
} from "./placement-answers.helpers";
import {
  authorisePayment,
  capturePayment,
  checkBag,
  countSpendInTx,
  releaseStock,
  reserveStock,
  voidPayments,
  writeOrder,
} from "./placement-steps.service";
import { requestFingerprint } from "./placement.helpers";
import type {
  PlaceInput,
  PlacementDeps,
  PlacementPlan,
  PlacementService,
  StoredAnswer,
} from "./placement.types";

export type { PlaceInput, PlacementDeps, PlacementPlan, PlacementService } from "./placement.types";
export { CHALLENGE_TIMEOUT_MS } from "./placement-answers.helpers";

export function createPlacement(deps: PlacementDeps): PlacementService {
  const { attempts, provider, orders, inventory, events } = deps;

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

  /**
   * A repeat of a key: the first submit's answer when it asked for the same order, CHK422 when
   * the same key comes with another request (decision 0079). An attempt of the bag under
   * another key (a second tab) is answered as it is.
   */
  function repeatOf(attempt: AttemptRow, key: string, fingerprint: string): Promise<Placement> {
    if (
      attempt.idempotency_key === key &&
      attempt.fingerprint !== null &&
      attempt.fingerprint !== fingerprint
    )
      throw new AppError("CHK422", { field: "Idempotency-Key" });
    return answerOf(attempt);
  }

  /** Records the refusal of an attempt that holds nothing. */
  async function fail(
    attemptId: string,
    from: AttemptRow["step"],
    error: AppError,
  ): Promise<never> {
    await attempts.move(attemptId, from, "failed", { answer: errorAnswer(error) });
    throw error;
  }

  /** Undoes every step before the order: voids at the provider, then releases the stock. */
  async function undoBeforeOrder(reference: string): Promise<void> {
    await voidPayments(deps, reference);
    await releaseStock(deps, reference);
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

  /** The placement's answer for an order, with its confirmation secret when given. */
  async function placedAnswer(orderNo: string, st?: string): Promise<Placement> {
    const order = (await orders.order(orderNo)) as PlacedOrder;
    return { orderNumber: orderNo, ...(st ? { st } : {}), flash: [], order: orderAnswer(order) };
  }

  /**
   * The undo of a pending order (a failed or abandoned challenge): the payment is voided, the
   * order fails, its units go back on sale, its tenders, codes and points are given back and
   * the bag is the shopper's again (000 §4 "a failed challenge returns to billing"). Answers
   * the refusal the shopper is given.
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
      await releaseStock(deps, attempt.attempt_id, tx);
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
   * Recovery's way on from `ordered` or `captured`: capture when not yet done, then settle
   * with the answer the placement gave (or the order as it is now). Safe to repeat.
   */
  async function finish(attempt: AttemptRow, orderNo: string, plan: PlacementPlan): Promise<void> {
    if (attempt.step === "ordered") await capturePayment(deps, attempt, orderNo, plan);
    const answer = (attempt.answer as StoredAnswer | null) ?? {
      placement: await placedAnswer(orderNo, plan.confirmationToken),
    };
    await attempts.move(attempt.attempt_id, attempt.step, "settled", { answer });
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
    const captured = await capturePayment(deps, attempt, orderNo, plan).then(
      () => true,
      () => false,
    );
    const placement = await placedAnswer(orderNo, st ?? plan.confirmationToken);
    const answer: StoredAnswer = { placement };
    // Captured and answered in one move: a crash before it leaves `ordered`, and recovery's
    // capture is a repeat the provider answers by its key.
    await attempts.move(attempt.attempt_id, "ordered", captured ? "settled" : "ordered", {
      answer,
    });
    return placement;
  }

  /** The buy-in-store order's store and associate, which must be the session's. */
  async function inStoreOf(input: PlaceInput) {
    const inStore = input.body.inStoreSalesInfo ?? null;
    if (!inStore) return null;
    const session = await deps.inStoreOf(input.storeSessionToken);
    if (
      !session ||
      session.storeId !== inStore.storeId ||
      session.storeEmployeeId !== inStore.storeEmployeeId
    )
      throw new AppError("VAL400", {
        field: "inStoreSalesInfo",
        message: "inStoreSalesInfo must name this in-store session's store and associate.",
      });
    return inStore;
  }

  return {
    async place(input) {
      const { body, key, shopper } = input;
      const fingerprint = requestFingerprint(body, shopper);
      // A repeat of a key this shopper used, whichever bag it named (CHK422 for another request).
      // One that recovery undid was never answered: this submit places the bag afresh (claim).
      const earlier = key ? await attempts.findOfShopper(shopper.consumerNo, key) : null;
      if (earlier && !wasUndone(earlier)) return repeatOf(earlier, key as string, fingerprint);
      // Whose bag it is comes first: a stranger learns nothing else about it.
      const bag = await deps.cart.bagForOrder(body.cartId, shopper);
      if (!key)
        throw new AppError("VAL400", {
          field: "Idempotency-Key",
          message:
            "Idempotency-Key: send one key (8 to 100 letters, digits or -_.:) per bag and form, the same on a retry.",
        });
      await deps.verifyBot(body.recaptcha_response, input.clientAddress);
      const inStore = await inStoreOf(input);
      const claim = await attempts.claim({
        basketId: body.cartId,
        key,
        consumerNo: shopper.consumerNo,
        fingerprint,
      });
      if (!claim.fresh) return repeatOf(claim.attempt, key, fingerprint);
      const reference = claim.attempt.attempt_id;
      // A twin tab whose order committed before this claim closed the bag: this one is told
      // the bag is gone (BSK404) before it touches stock or card. One read of the bag's status,
      // not the whole bag again: read while the twin commits, a bag's several reads could meet
      // half of the order.
      if (!(await deps.cart.isOpen(bag.cart.basketId)))
        await fail(
          reference,
          "begun",
          new AppError("BSK404", { message: `Cart ${bag.cart.basketId} was not found.` }),
        );

      // begun: the bag read and checked; begun → reserved: its units held. The stock is the
      // first cause a shopper is told, then what the checks found (decision 0079).
      const checked = await checkBag(deps, { body, shopper, bag }).catch((error: unknown) =>
        error instanceof AppError ? fail(reference, "begun", error) : Promise.reject(error),
      );
      await reserveStock(deps, reference, checked.cart).catch((error: unknown) =>
        error instanceof AppError ? abandon(reference, "begun", error) : Promise.reject(error),
      );
      const [problem] = checked.problems;
      if (problem || checked.email === null)
        return abandon(reference, "begun", problem ?? new AppError("VAL400", { field: "email" }));
      await attempts.move(reference, "begun", "reserved", { plan: checked.plan });

      // reserved → authorised: the provider tender, no transaction open.
      const payment = await authorisePayment(deps, {
        reference,
        checked,
        deviceFingerprint: bag.deviceFingerprint,
      }).catch((error: unknown) =>
        error instanceof AppError ? abandon(reference, "reserved", error) : Promise.reject(error),
      );
      await attempts.move(reference, "reserved", "authorised", {
        ...(payment ? { paymentId: payment.paymentId } : {}),
      });

      // authorised → ordered (or challenge): the order, the money, the stock sold, the bag closed.
      const made = await writeOrder(deps, {
        reference,
        shopper,
        bag,
        checked,
        email: checked.email,
        inStore,
        payment,
      }).catch((error: unknown) =>
        abandon(
          reference,
          "authorised",
          error instanceof AppError ? error : new AppError("ORD415", { cause: error }),
        ),
      );
      if (payment?.status === "ACTION_REQUIRED") return challengeAnswer(made.orderNo, payment);
      // ordered → settled: captured, and the answer kept for a repeat.
      return ordered(
        { ...claim.attempt, step: "ordered", payment_id: payment?.paymentId ?? null },
        made.orderNo,
        checked.plan,
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
      await events.transaction(
        async (tx) => {
          await orders.moveOrder(tx, orderNo, ["pending"], "placed", {
            payment: "3-D Secure passed",
          });
          await orders.setPaymentStatus(tx, orderNo, paymentId, "authorised");
          await inventory.commit(attempt.attempt_id, tx);
          await countSpendInTx(deps, tx, order.consumerNo, plan);
          const token = plan.confirmationToken ?? "";
          await orders.sendConfirmation(tx, orderNo, token, plan.locale);
          await events.publish(tx, "orderPlaced", {
            orderNo,
            consumerNo: order.consumerNo,
            siteId: order.siteId,
            basketId: order.basketId,
            totalMinor: order.totals.totalMinor,
            currency: order.currency,
          });
          await attempts.move(attempt.attempt_id, "challenge", "ordered", {}, tx);
        },
        { deliver: "after" },
      );
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
            // Its payment is voided: the card entry may pay for the retry of the same form.
            await provider.releaseCardEntry(attempt.attempt_id);
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
