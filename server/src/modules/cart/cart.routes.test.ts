import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /cart/v1/cart/{basketId}", () => {
  it("answers BSK404 with the correlation id for an unknown basket", async () => {
    const response = await t.call({
      method: "GET",
      url: "/cart/v1/cart/unknown-basket",
      headers: { "x-correlation-id": "corr-123" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errorDetails: [{ errorId: "BSK404", message: expect.any(String) }],
      appId: "ridgeline-storefront",
      correlationId: "corr-123",
    });
  });
});
