import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../scripts/fast-check-runs.mjs";
import type { ShopperSession } from "./context";
import { keepSegmentPass } from "./segment-pass.server";

/** A pass's shape as the store signs it (the page server never checks the signature). */
const passFor = (claims: Record<string, unknown>) =>
  `${Buffer.from(JSON.stringify(claims)).toString("base64url")}.c2lnbmF0dXJl`;

const NOW = Date.UTC(2026, 10, 30, 12);
const seconds = (from: number) => Math.floor(NOW / 1000) + from;

/** A session whose calls are recorded and answered with a fresh pass. */
function sessionFor(signedIn: boolean) {
  const asked: unknown[] = [];
  const session = {
    signedIn,
    setCookies: [] as string[],
    api: {
      call: (_endpoint: unknown, input: unknown) => {
        asked.push(input);
        return Promise.resolve({ pass: passFor({ exp: seconds(1800) }), maxAge: 1800 });
      },
    },
  } as unknown as ShopperSession;
  return { session, asked };
}

const ids = fc.oneof(
  fc.constant(null),
  fc.stringMatching(/^vuid_[A-Za-z0-9_-]{1,27}$/),
  fc.string({ maxLength: 40 }),
);

describe("the segment pass links the shopper's visitor id only with targeting consent", () => {
  it("sends the id only on a site's page whose consent allows C0004, and renews when it moved", async () => {
    await fc.assert(
      fc.asyncProperty(
        ids,
        fc.constantFrom(null, "C0001:1,C0004:1", "C0001:1,C0004:0", "C0001:1,C0002:1"),
        fc.constantFrom("/en-us/c/men", "/de-de/p/x", "/fr-fr", "/__manifest", "/x/y"),
        fc.option(fc.integer({ min: -60, max: 1800 })),
        fc.option(ids),
        async (visitor, groups, path, left, passVisitor) => {
          const cookies: string[] = [];
          if (visitor !== null) cookies.push(`rl_vuid=${encodeURIComponent(visitor)}`);
          if (groups !== null)
            cookies.push(`OptanonConsent=${encodeURIComponent(`groups=${groups}`)}`);
          if (left !== null) {
            const claims = { exp: seconds(left), ...(passVisitor ? { v: passVisitor } : {}) };
            cookies.push(`rl_segments=${passFor(claims)}`);
          }
          const { session, asked } = sessionFor(true);
          await keepSegmentPass(session, cookies.join("; ") || null, false, path, NOW);

          const site = path.split("/")[1] ?? "";
          const emea = ["de-de", "fr-fr"].includes(site);
          const isSite = ["en-us", "de-de", "fr-fr"].includes(site);
          const targeting =
            isSite &&
            (groups === null ? !emea : groups.includes("C0004:1")) &&
            visitor !== null &&
            /^vuid_[A-Za-z0-9_-]{1,27}$/.test(visitor);
          const expected = targeting ? visitor : null;
          const fresh = left !== null && left > 15 * 60;
          const linked = expected === null || passVisitor === expected;
          if (fresh && linked) {
            expect(asked).toEqual([]);
            return;
          }
          expect(asked).toEqual([{ query: expected === null ? {} : { visitor: expected } }]);
          expect(session.setCookies).toHaveLength(1);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it("asks for nothing for a guest, and takes a signed-out shopper's pass away", async () => {
    const { session, asked } = sessionFor(false);
    const pass = passFor({ exp: seconds(600), v: "vuid_abc" });
    await keepSegmentPass(session, `rl_segments=${pass}; rl_vuid=vuid_abc`, false, "/en-us", NOW);
    expect(asked).toEqual([]);
    expect(session.setCookies).toEqual([expect.stringMatching(/^rl_segments=; Max-Age=0/)]);
  });
});
