import { ApiError, RESERVE_IN_STORE } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import type { ShopperSession } from "../../lib/context";
import type { ChosenStore } from "../stores";
import { reserveFormFor, reserveInStore } from "./reserve-in-store.server";

/** A session whose API answers `answer` (or throws it) and records what it was asked. */
function sessionAnswering(answer: unknown, signedIn = false) {
  const calls: { endpoint: unknown; input: { body?: Record<string, unknown> } }[] = [];
  const session = {
    signedIn,
    api: {
      call: (endpoint: unknown, input: { body?: Record<string, unknown> }) => {
        calls.push({ endpoint, input });
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
    },
  } as unknown as ShopperSession;
  return { session, calls };
}

const STORE: ChosenStore = {
  storeId: "0107",
  name: "Ridgeline Outfitters San Francisco",
  pickupEnabled: true,
  sizes: ["M"],
  reservable: [{ upc: "012345678905", size: "M" }],
};

function filled(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe("the reservation form", () => {
  it("sends one unit with what was typed, leaving out an empty e-mail and phone", async () => {
    const { session, calls } = sessionAnswering({ reservationNumber: "RUS00000001" });
    const answer = await reserveInStore(
      session,
      "en-us",
      filled({
        productId: "R1000101",
        upc: "012345678905",
        storeId: "0107",
        firstName: "  Ada ",
        lastName: "Lovelace",
        email: "",
        phone: "",
        recaptcha_response: "answer",
      }),
    );
    expect(answer).toEqual({ form: "reserve", reserved: { reservationNumber: "RUS00000001" } });
    expect(calls[0]?.endpoint).toBe(RESERVE_IN_STORE);
    expect(calls[0]?.input.body).toEqual({
      productId: "R1000101",
      upc: "012345678905",
      qty: 1,
      storeId: "0107",
      firstName: "Ada",
      lastName: "Lovelace",
      recaptcha_response: "answer",
    });
  });

  it("answers a refusal with its code and field for the form, and lets a server failure through", async () => {
    const refusal = new ApiError(
      409,
      [{ errorId: "RSV409", message: "too many", field: "storeId" }],
      null,
    );
    const refused = await reserveInStore(sessionAnswering(refusal).session, "en-us", filled({}));
    expect(refused).toMatchObject({
      init: { status: 409 },
      data: { form: "reserve", errorId: "RSV409", field: "storeId", error: "too many" },
    });
    const down = new ApiError(503, [{ errorId: "GEN503", message: "busy" }], null);
    await expect(reserveInStore(sessionAnswering(down).session, "en-us", filled({}))).rejects.toBe(
      down,
    );
  });

  it("is offered only when asked for at a pickup store with sizes on its shelves", async () => {
    const challenge = { challenge: "c", difficulty: 4 };
    const asked = new URL("http://shop.test/en-us/p/x?reserve=1");
    const { session } = sessionAnswering(challenge, true);
    expect(await reserveFormFor(session, asked, STORE)).toEqual({ challenge, signedIn: true });
    expect(await reserveFormFor(session, new URL("http://shop.test/en-us/p/x"), STORE)).toBeNull();
    expect(await reserveFormFor(session, asked, null)).toBeNull();
    expect(await reserveFormFor(session, asked, { ...STORE, pickupEnabled: false })).toBeNull();
    expect(await reserveFormFor(session, asked, { ...STORE, reservable: [] })).toBeNull();
  });
});
