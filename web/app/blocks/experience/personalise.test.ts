import { PERSONALISATION_BODY } from "@ridgeline/contract";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { PERSONALISATION_EVENT } from "./experience";
import { visitEvents } from "./personalise";

describe("the page's personalisation call (issue 29)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("sends events the engine's contract takes, whatever the browser reports", () => {
    fc.assert(
      fc.property(
        fc.record({
          width: fc.double({ min: 0, max: 10_000, noNaN: true }),
          height: fc.double({ min: 0, max: 10_000, noNaN: true }),
          language: fc.oneof(fc.constantFrom("en-US", "de", "fr-CA", ""), fc.string()),
          userAgent: fc.string({ maxLength: 800 }),
          referrer: fc.oneof(fc.constant(""), fc.webUrl(), fc.string({ maxLength: 3000 })),
        }),
        (browser) => {
          const events = visitEvents(
            { locale: "en-us", pageType: "home", path: "/en-us" },
            browser,
            "r1",
          );
          const parsed = PERSONALISATION_BODY.safeParse({ monetateId: "vuid_x", events });
          expect(parsed.error?.issues ?? []).toEqual([]);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it("asks once per page, and puts the answers where the experiences read them", async () => {
    const fetched: string[] = [];
    const events: string[] = [];
    const window = {
      innerWidth: 390,
      innerHeight: 800,
      personalisationData: { other: { variantId: "kept" } } as Record<string, unknown>,
      dispatchEvent: (event: Event) => events.push(event.type),
    };
    vi.stubGlobal("window", window);
    vi.stubGlobal("navigator", { language: "en-US", userAgent: "test" });
    vi.stubGlobal("document", { referrer: "" });
    vi.stubGlobal("fetch", async (url: string) => {
      fetched.push(url);
      return { ok: true, json: async () => ({ decisions: { hero: { variantId: "phone" } } }) };
    });
    const { askForDecisions } = await import("./personalise");
    const visit = { locale: "en-us", pageType: "home", path: "/en-us" };
    await Promise.all([askForDecisions(visit), askForDecisions(visit)]);
    expect(fetched).toEqual(["/en-us/personalisation"]);
    expect(window.personalisationData).toEqual({
      other: { variantId: "kept" },
      hero: { variantId: "phone" },
    });
    expect(events).toEqual([PERSONALISATION_EVENT]);
  });
});
