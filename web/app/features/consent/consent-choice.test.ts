import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { allowedConsent, consentChoiceOf, cookieValue } from "@ridgeline/contract";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { describe, expect, it } from "vitest";
import { consentModeOf } from "../../lib/consent-change";
import { consentHeadScript } from "../../lib/consent-head.server";
import { choiceOfForm, consentCookies } from "./consent-choice";

const GIVEN = new Date("2026-12-01T10:00:00.000Z");

/** Runs the head script in a page with these cookies: its data layer, consent and mark. */
function runHead(allowed: Parameters<typeof consentHeadScript>[0], cookie: string) {
  const attributes = new Map<string, string>();
  const page: Record<string, unknown> = {
    // A browser's global (a bare vm context has only the language's own).
    URLSearchParams,
    document: {
      cookie,
      documentElement: {
        // Every page with scripts is marked so; what matters is the choice's mark.
        setAttribute: (name: string, value: string) =>
          name === "data-consent-banner" ? undefined : attributes.set(name, value),
      },
    },
  };
  page["window"] = page;
  runInNewContext(consentHeadScript(allowed), page);
  const layer = page["dataLayer"] as ArrayLike<unknown>[];
  return { layer: layer.map((entry) => Array.from(entry)), page, attributes };
}

describe("a consent choice", () => {
  it("writes both cookies for a year, Lax, Secure only on https, read back as the same choice", () => {
    const [consent, closed] = consentCookies(["C0001", "C0003"], GIVEN, true);
    expect(consent).toMatch(
      /^OptanonConsent=[^;]*groups=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0/,
    );
    expect(consent).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(closed).toBe(
      "OptanonAlertBoxClosed=2026-12-01T10:00:00.000Z; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(consentCookies([], GIVEN, false)[0]).not.toContain("Secure");
    // The server's decision reads the value as the browser sends it back (decodeURIComponent'd).
    const value = decodeURIComponent(consent.slice("OptanonConsent=".length, consent.indexOf(";")));
    expect(allowedConsent("de-de", value)).toEqual(["C0001", "C0003"]);
  });

  it("reads the banner's and the centre's forms: accept, reject, or each switch", () => {
    const form = (entries: Record<string, string>) => new URLSearchParams(entries);
    expect(choiceOfForm(form({ choice: "accept" }))).toEqual(["C0001", "C0002", "C0003", "C0004"]);
    expect(choiceOfForm(form({ choice: "reject", C0002: "1" }))).toEqual(["C0001"]);
    expect(choiceOfForm(form({ C0002: "1", C0003: "0", C0004: "on" }))).toEqual([
      "C0001",
      "C0002",
      "C0004",
    ]);
  });

  it("maps to Consent Mode v2: C0002 is analytics_storage, C0004 the three ad_* types", () => {
    expect(consentModeOf(["C0001", "C0002"])).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(consentModeOf(["C0001", "C0004"])).toMatchObject({
      ad_storage: "granted",
      analytics_storage: "denied",
    });
  });
});

describe("the page head's consent script", () => {
  it("pushes the defaults before anything, sets the page's consent, and marks no choice", () => {
    const { layer, page, attributes } = runHead(["C0001"], "rl_token=x");
    expect(layer).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
          wait_for_update: 500,
        },
      ],
    ]);
    expect(page["__rlConsent"]).toEqual(["C0001"]);
    expect(attributes.size).toBe(0);
  });

  it("hides the banner only when both cookies hold a readable choice", () => {
    const [consent, closed] = consentCookies(["C0001"], GIVEN, false).map((c) => c.split(";")[0]);
    expect(runHead(["C0001"], `${consent}; ${closed}`).attributes.has("data-consent-chosen")).toBe(
      true,
    );
    expect(runHead(["C0001"], `${closed}`).attributes.size).toBe(0);
    expect(runHead(["C0001"], `${consent}`).attributes.size).toBe(0);
  });

  it("hides the banner exactly when the server reads the cookie as a choice, however written", () => {
    const entry = fc.tuple(
      fc.constantFrom("C0001", "C0002", "C0003", "C0004", "C0005", "X"),
      fc.constantFrom("0", "1", "2", "", "1:1"),
    );
    const encodings = [
      (text: string) => text,
      // As OneTrust writes it: the query string's values encoded.
      (text: string) => text.replace(/:/g, "%3A").replace(/,/g, "%2C"),
      (text: string) => encodeURIComponent(text),
      (text: string) => encodeURIComponent(encodeURIComponent(text)),
      (text: string) => `${text}%`,
    ];
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 6 }),
        fc.constantFrom(...encodings.keys()),
        fc.boolean(),
        fc.constantFrom("", "isGDPRRegion=true&datestamp=x&", "groups=&"),
        (entries, encoding, closedToo, before) => {
          const groups = entries.map(([id, value]) => `${id}:${value}`).join(",");
          const value = (encodings[encoding] ?? String)(`${before}groups=${groups}`);
          const header = `rl_token=x; OptanonConsent=${value}${closedToo ? "; OptanonAlertBoxClosed=2026-12-01" : ""}`;
          const server = consentChoiceOf(cookieValue(header, "OptanonConsent")) !== null;
          const head = runHead(["C0001"], header).attributes.has("data-consent-chosen");
          expect(head, header).toBe(server && closedToo);
        },
      ),
      { numRuns: runs(400) },
    );
  });
});
