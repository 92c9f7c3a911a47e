import type { TestApp } from "../../../test/test-app";

let served = 0;

/**
 * A network address no earlier call of this test file used: tests of other rules write from
 * their own addresses, so the per-address limits (tested on their own) never add up across them.
 */
export function freshAddress(): string {
  served += 1;
  return `10.${(served >> 16) & 255}.${(served >> 8) & 255}.${served & 255}`;
}

/** A new signed-in shopper's access token. */
export async function shopperToken(t: TestApp): Promise<string> {
  return (await t.registeredToken()).token;
}
