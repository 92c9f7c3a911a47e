import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { decide, needsOwnPage, recordingDecisions } from "./decisions";

describe("the decision point", () => {
  it("decides from any request without failing, and only a well-formed store is a decision", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 40 }),
        fc.boolean(),
        (cookie, path, secure) => {
          const decided = decide({ path: `/${path}`, cookie, secure });
          expect(Object.keys(decided).sort()).toEqual(["site", "store"]);
          if (decided.store) expect(decided.store).toMatch(/^[A-Za-z0-9_-]{1,40}\|[^|]{0,80}$/);
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it("reads the site from the path and the store from its cookie, by the secure name where cookies are Secure", () => {
    expect(decide({ path: "/de-de/p/x", cookie: "rl_store=S012%7CMitte", secure: false })).toEqual({
      site: "de-de",
      store: "S012|Mitte",
    });
    expect(decide({ path: "/de-de", cookie: "rl_store=S012%7CMitte", secure: true }).store).toBe(
      "",
    );
    expect(decide({ path: "/__manifest", cookie: undefined, secure: true })).toEqual({
      site: "",
      store: "",
    });
  });

  it("records exactly the decisions a render read", () => {
    const recorder = recordingDecisions({ site: "en-us", store: "" });
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
});
