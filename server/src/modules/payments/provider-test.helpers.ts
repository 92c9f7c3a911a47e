import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createServices } from "../../app";
import type { PaymentProvider } from "./index";

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
