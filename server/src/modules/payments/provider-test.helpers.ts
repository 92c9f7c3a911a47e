import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";
import type { PaymentProvider, ProviderPayment } from "./index";

export interface ProviderTest {
  t: TestApp;
  services: ReturnType<typeof createServices>;
  provider: PaymentProvider;
}

/** A fresh app and database for a test file, opened before its tests and closed after. */
export function useProviderTest(): ProviderTest {
  const context = {} as ProviderTest;
  beforeAll(async () => {
    context.t = await createTestApp();
    context.services = createServices(context.t.config, context.t.db);
    context.provider = context.services.payments.provider;
  });
  afterAll(async () => {
    await context.t?.close();
  });
  return context;
}

/** A vault token for a test card number, valid two more years. */
export async function cardToken(test: ProviderTest, number: string): Promise<string> {
  const card = await test.services.payments.sandbox.tokeniseCard({
    number,
    expirationMonth: 7,
    expirationYear: new Date().getUTCFullYear() + 2,
    securityCode: "123",
    holder: "Ana Ortiz",
  });
  return card.token;
}

/** A fresh idempotency key, and a fresh checkout attempt's reference. */
export const newKey = () => `key-${randomUUID()}`;
export const newAttempt = () => `attempt-${randomUUID()}`;

/** Card authorisations and the database's view of payments, for a provider test file. */
export function providerChecks(test: ProviderTest) {
  /** What authorising a card takes, with a fresh reference and key. */
  async function cardInput(
    amountMinor: number,
    number = "4111111111111111",
    reference = newAttempt(),
  ) {
    return {
      reference,
      method: "CREDIT_CARD" as const,
      token: await cardToken(test, number),
      amountMinor,
      currency: "USD",
      idempotencyKey: newKey(),
    };
  }

  async function authoriseCard(
    number: string,
    amountMinor = 10000,
    reference = newAttempt(),
  ): Promise<ProviderPayment> {
    return test.provider.authorise(await cardInput(amountMinor, number, reference));
  }

  /** What the database holds for a payment: the test's view, not the provider's answer. */
  async function stored(paymentId: string) {
    const [row] = await test.t.db.query<{
      status: string;
      amount_minor: number;
      captured_minor: number;
      refunded_minor: number;
      decline_code: string | null;
    }>(
      `select status, amount_minor, captured_minor, refunded_minor, decline_code
         from provider_payments where payment_id = $1`,
      [paymentId],
    );
    return row;
  }

  async function count(sql: string, params: unknown[]): Promise<number> {
    const [row] = await test.t.db.query<{ n: number }>(
      `select count(*)::int as n from ${sql}`,
      params,
    );
    return Number(row?.n);
  }

  return { cardInput, authoriseCard, stored, count };
}
