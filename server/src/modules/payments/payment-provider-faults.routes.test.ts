// databases: postgres — repeats meet the database's locks; on PGlite's one connection they queue, which placement-requests proves (decision 0100)
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../seed/seed-random";
import { isProviderOutage } from "./index";
import { createPaymentProvider } from "./payment-provider.service";
import type { ProviderFaults } from "./payment-provider.types";
import { newAttempt, newKey, providerChecks, useProviderTest } from "./provider-test.helpers";

// The provider made slow or failing on demand (decision 0066), for the checkout's own tests.
const test = useProviderTest();
const key = newKey;
const attempt = newAttempt;
const { cardInput, authoriseCard, stored, count } = providerChecks(test);

describe("faults on demand", () => {
  function faultyProvider(faults: ProviderFaults) {
    return createPaymentProvider({
      db: test.t.db,
      sandbox: test.services.payments.sandbox,
      faults,
      random: createRng(13),
    });
  }

  it("a failure is an outage (not a decline) and does nothing; a retry then works", async () => {
    const faults = { latencyMs: 0, failureRate: 1, timeoutMs: 0 };
    const flaky = faultyProvider(faults);
    const input = await cardInput(1200);
    const failure = await flaky.authorise(input).catch((error: unknown) => error);
    expect(isProviderOutage(failure)).toBe(true);
    expect(failure).toMatchObject({ errorId: "GEN503", outage: "failure" });
    expect(await count("provider_payments where reference = $1", [input.reference])).toBe(0);
    faults.failureRate = 0;
    expect((await flaky.authorise(input)).status).toBe("AUTHORISED");
  });

  it("a share of calls fails at a failure rate of one half", async () => {
    const flaky = faultyProvider({ latencyMs: 0, failureRate: 0.5, timeoutMs: 0 });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => flaky.paymentsFor(attempt())),
    );
    const failed = results.filter((result) => result.status === "rejected").length;
    expect(failed).toBeGreaterThan(5);
    expect(failed).toBeLessThan(35);
  });

  it("a timeout loses the answer but not the operation: the same key answers it later", async () => {
    const faults = { latencyMs: 40, failureRate: 0, timeoutMs: 20 };
    const slow = faultyProvider(faults);
    const payment = await authoriseCard("4111111111111111", 3000);
    const captureKey = key();
    const started = Date.now();
    await expect(slow.capture(payment.paymentId, 3000, captureKey)).rejects.toMatchObject({
      errorId: "GEN503",
      outage: "timeout",
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(19);
    expect(await stored(payment.paymentId)).toMatchObject({ status: "CAPTURED" });
    faults.timeoutMs = 0;
    faults.latencyMs = 0;
    expect(await slow.capture(payment.paymentId, 3000, captureKey)).toMatchObject({
      status: "CAPTURED",
      capturedMinor: 3000,
    });
  });

  it("the area's provider runs without faults until a test sets them", async () => {
    expect(test.services.payments.providerFaults).toEqual({
      latencyMs: 0,
      failureRate: 0,
      timeoutMs: 0,
    });
    test.services.payments.providerFaults.failureRate = 1;
    try {
      await expect(test.provider.paymentsFor(attempt())).rejects.toMatchObject({
        errorId: "GEN503",
      });
    } finally {
      test.services.payments.providerFaults.failureRate = 0;
    }
    expect(await test.provider.paymentsFor(attempt())).toEqual([]);
  });
});
