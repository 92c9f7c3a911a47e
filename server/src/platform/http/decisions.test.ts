import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import {
  decide,
  decideExperiments,
  needsOwnPage,
  newVisitorId,
  pooledRandomBytes,
  recordingDecisions,
} from "./decisions";

/** A guest's segments with an empty bag. */
const GUEST = "signed-out,non-employee,non-wranx,non-ipa,non-prosumer,non-athlete,bag-empty";

describe("the decision point", () => {
  it("decides from any request without failing, and only a well-formed store is a decision", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 40 }),
        fc.boolean(),
        (cookie, path, secure) => {
          const decided = decide({ path: `/${path}`, cookie, secure });
          expect(Object.keys(decided).sort()).toEqual([
            "consent",
            "experiments",
            "segments",
            "site",
            "store",
          ]);
          if (decided.store) expect(decided.store).toMatch(/^[A-Za-z0-9_-]{1,40}\|[^|]{0,80}$/);
          // Required always; the others only by name, in order, each once.
          expect(decided.consent).toMatch(/^C0001(,C0002)?(,C0003)?(,C0004)?(,chosen)?$/);
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it("reads the site from the path and the store from its cookie, by the secure name where cookies are Secure", () => {
    expect(decide({ path: "/de-de/p/x", cookie: "rl_store=S012%7CMitte", secure: false })).toEqual({
      site: "de-de",
      store: "S012|Mitte",
      consent: "C0001",
      experiments: "",
      segments: GUEST,
    });
    expect(decide({ path: "/de-de", cookie: "rl_store=S012%7CMitte", secure: true }).store).toBe(
      "",
    );
    expect(decide({ path: "/__manifest", cookie: undefined, secure: true })).toEqual({
      site: "",
      store: "",
      consent: "C0001,C0002,C0003,C0004",
      experiments: "",
      segments: GUEST,
    });
  });

  it("decides consent from the consent cookie, else from the site's region (001 §6)", () => {
    const choice = (groups: string) =>
      `OptanonConsent=${encodeURIComponent(`isGpcEnabled=0&groups=${groups}`)}`;
    const consentOf = (path: string, cookie?: string) =>
      decide({ path, cookie, secure: true }).consent;
    // No choice yet: an EMEA site allows the required category only, others all.
    expect(consentOf("/en-gb")).toBe("C0001");
    expect(consentOf("/fr-fr/c/men-1000")).toBe("C0001");
    expect(consentOf("/en-us")).toBe("C0001,C0002,C0003,C0004");
    expect(consentOf("/fr-ca")).toBe("C0001,C0002,C0003,C0004");
    // A choice holds on every site, and a no is a no outside EMEA too.
    expect(consentOf("/de-de", choice("C0001:1,C0002:1,C0003:0,C0004:1"))).toBe(
      "C0001,C0002,C0004",
    );
    expect(consentOf("/en-us", choice("C0001:1,C0002:0,C0003:0,C0004:0"))).toBe("C0001");
    // The required category cannot be refused; a cookie that cannot be read is no choice.
    expect(consentOf("/en-us", choice("C0001:0,C0002:0"))).toBe("C0001");
    expect(consentOf("/de-de", choice("C0002:yes"))).toBe("C0001");
    expect(consentOf("/en-us", "OptanonConsent=%E0%A4%A")).toBe("C0001,C0002,C0003,C0004");
    // With the banner closed too, the choice is named: its page hides the banner.
    const closed = "OptanonAlertBoxClosed=2026-12-01T10:00:00.000Z";
    expect(consentOf("/de-de", `${choice("C0001:1,C0002:0")}; ${closed}`)).toBe("C0001,chosen");
    expect(consentOf("/en-us", `${choice("C0004:1")}; ${closed}`)).toBe("C0001,C0004,chosen");
    expect(consentOf("/de-de", `${choice("C0002:yes")}; ${closed}`)).toBe("C0001");
    expect(consentOf("/de-de", closed)).toBe("C0001");
  });

  it("records exactly the decisions a render read", () => {
    const recorder = recordingDecisions({
      site: "en-us",
      store: "",
      consent: "C0001",
      experiments: "",
      segments: GUEST,
    });
    const page = recorder.page(true);
    expect(recorder.used()).toEqual([]);
    page.decision("store");
    page.decision("store");
    expect(recorder.used()).toEqual(["store"]);
    expect(page.shared).toBe(true);
  });

  it("gives requests with an in-store session or pending employee terms their own page", () => {
    expect(needsOwnPage({ cookie: "rl_instore=abc", secure: false })).toBe(true);
    expect(needsOwnPage({ cookie: "__Host-rl_emp_terms=ask", secure: true })).toBe(true);
    expect(needsOwnPage({ cookie: "rl_token=x; rl_store=S1%7Ca", secure: false })).toBe(false);
  });

  it("buckets a visitor only with targeting consent, under their id or a new one, never keeping a refused one", () => {
    const ids = fc.constantFrom("vuid_abc", "vuid_0123456789012345678901234", "vuid_", "x", "");
    const groups = fc.subarray(["C0002:1", "C0003:1", "C0004:1", "C0004:0"]);
    fc.assert(
      fc.property(
        fc.option(ids),
        groups,
        fc.constantFrom("/en-us/x", "/de-de/x", "/fr-fr", "/nothing"),
        fc.boolean(),
        fc.boolean(),
        (held, chosen, path, secure, document) => {
          const name = secure ? "__Host-rl_vuid" : "rl_vuid";
          const parts = [held === null ? null : `${name}=${held}`];
          if (chosen.length > 0)
            parts.push(`OptanonConsent=${encodeURIComponent(`groups=${chosen.join(",")}`)}`);
          const cookie = parts.filter(Boolean).join("; ") || undefined;
          const request = { cookie, secure, document };
          const base = decide({ path, cookie, secure });
          const asked: string[] = [];
          const { decisions, setCookie, withdrawn } = decideExperiments(
            request,
            base,
            (id, site) => {
              asked.push(id);
              return `decided:${site}`;
            },
          );
          const targeting = base.consent.split(",").includes("C0004") && base.site !== "";
          if (!targeting) {
            expect(decisions.experiments).toBe("");
            expect(asked).toEqual([]);
            // A path of no site (the route manifest, a file) leaves the id alone.
            if (base.site === "") {
              expect(setCookie).toBeNull();
              return;
            }
            // A visitor id the shopper's choice no longer allows goes, and a well-formed one is
            // named so the store ends what it linked to it.
            expect(setCookie).toEqual(held === null ? null : expect.stringMatching(/Max-Age=0/));
            const wellFormed = held !== null && /^vuid_[A-Za-z0-9_-]{1,27}$/.test(held);
            expect(withdrawn).toBe(wellFormed ? held : undefined);
            return;
          }
          const valid = held !== null && /^vuid_[A-Za-z0-9_-]{1,27}$/.test(held);
          // Only a page's document gives a new visitor an id.
          if (!valid && !document) {
            expect({ experiments: decisions.experiments, setCookie, asked }).toEqual({
              experiments: "",
              setCookie: null,
              asked: [],
            });
            return;
          }
          expect(decisions.experiments).toBe(`decided:${base.site}`);
          expect(asked).toHaveLength(1);
          expect(asked[0]).toMatch(/^vuid_[A-Za-z0-9_-]{27}$|^vuid_[A-Za-z0-9_-]{1,27}$/);
          expect((asked[0] ?? "").length).toBeLessThanOrEqual(32);
          if (valid) {
            expect(asked[0]).toBe(held);
            expect(setCookie).toBeNull();
          } else {
            expect(setCookie).toMatch(
              new RegExp(`^${name}=${asked[0]}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax`),
            );
            expect(setCookie?.includes("Secure")).toBe(secure);
          }
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

describe("new visitor ids", () => {
  it("are well formed and never repeat, across many refills of the random pool", () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20_000; i += 1) {
      const id = newVisitorId();
      expect(id).toMatch(/^vuid_[A-Za-z0-9_-]{27}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(20_000);
  });

  it("hand out each draw as a copy of its own, the lengths asked for", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 20 }), (sizes) => {
        const drawn = sizes.map((size) => pooledRandomBytes(size));
        drawn.forEach((bytes, index) => expect(bytes.length).toBe(sizes[index]));
        const copies = drawn.map((bytes) => Buffer.from(bytes));
        // Writing over one draw changes no other: none shares the pool's memory.
        drawn.forEach((bytes, index) => {
          bytes.fill(index % 256);
          drawn.forEach((other, at) => {
            if (at > index) expect(other.equals(copies[at] as Buffer)).toBe(true);
          });
        });
      }),
      { numRuns: runs(50) },
    );
  });
});
