import { gunzipSync, brotliDecompressSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import {
  createPageCache,
  type DecisionValues,
  type RenderOutcome,
  type RenderedPage,
} from "./page-cache";

const MINUTE = 60_000;

/**
 * A stand-in for a page render: what it shows depends on the URL, on the content's version per
 * tag, and on the decisions it reads, and which decisions it reads depends on what it read
 * before (consent decides whether the segment is looked at), as real pages do.
 */
function pageFor(url: string, decisions: DecisionValues, versions: Map<string, number>) {
  const used = ["site"];
  const parts = [url, `site=${decisions["site"]}`];
  if (url.includes("store")) {
    used.push("store");
    parts.push(`store=${decisions["store"]}`);
  }
  used.push("consent");
  if (decisions["consent"] === "yes") {
    used.push("segment");
    parts.push(`segment=${decisions["segment"]}`);
  }
  const tags = [`url:${url}`, "all"];
  for (const tag of tags) parts.push(`${tag}@${versions.get(tag) ?? 0}`);
  const body = Buffer.from(`${parts.join("|")}|${"x".repeat(1500)}`);
  const page: RenderedPage = {
    status: 200,
    headers: { "content-type": "text/html" },
    body,
    tags,
    used,
    maxAgeMs: MINUTE,
    staleMs: MINUTE,
  };
  return page;
}

const decisionsArb = fc.record({
  site: fc.constantFrom("en-us", "de-de"),
  store: fc.constantFrom("s1", "s2", ""),
  consent: fc.constantFrom("yes", "no"),
  segment: fc.constantFrom("a", "b"),
});

const urlArb = fc.constantFrom("/p/1", "/p/2", "/store/3", "/c/4");

type Step =
  | { kind: "view"; url: string; decisions: DecisionValues }
  | { kind: "change"; tag: string }
  | { kind: "wait"; ms: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("view" as const),
      url: urlArb,
      decisions: decisionsArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("change" as const),
      tag: fc.constantFrom("url:/p/1", "url:/p/2", "url:/store/3", "url:/c/4", "all"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("wait" as const),
      ms: fc.integer({ min: 0, max: 3 * MINUTE }),
    }),
  },
);

describe("the page cache", () => {
  it("answers every generated shopper what a fresh render for them shows, through changes and time", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        async (steps, maxEntries) => {
          let clock = 1_000_000;
          const versions = new Map<string, number>();
          const cache = createPageCache({ maxEntries, maxBytes: 1_000_000, now: () => clock });
          for (const step of steps) {
            if (step.kind === "wait") {
              clock += step.ms;
              continue;
            }
            if (step.kind === "change") {
              versions.set(step.tag, (versions.get(step.tag) ?? 0) + 1);
              cache.purge([step.tag]);
              continue;
            }
            const fresh = pageFor(step.url, step.decisions, versions);
            const answer = await cache.get(step.url, step.decisions, async () => ({
              keep: pageFor(step.url, step.decisions, versions),
            }));
            // Every change purges what shows it: even a stale copy is the shopper's current page.
            expect(answer.page.identity.toString()).toEqual(fresh.body.toString());
            expect(cache.stats().entries).toBeLessThanOrEqual(maxEntries);
          }
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it("renders a cold page once for every request that asks meanwhile", async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    let renders = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async (): Promise<RenderOutcome> => {
      renders += 1;
      await gate;
      return { keep: pageFor("/p/1", { site: "en-us", consent: "no" }, new Map()) };
    };
    const asks = Array.from({ length: 200 }, () =>
      cache.get("/p/1", { site: "en-us", store: "", consent: "no", segment: "a" }, render),
    );
    release();
    const answers = await Promise.all(asks);
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.page))).toHaveProperty("size", 1);
  });

  it("does not keep a render that a purge of something it shows overtook", async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const decisions = { site: "en-us", consent: "no" };
    const first = cache.get("/p/1", decisions, async () => {
      await gate;
      return { keep: pageFor("/p/1", decisions, new Map()) };
    });
    await Promise.resolve();
    cache.purge(["url:/p/1"]);
    release();
    expect((await first).kept).toBe(false);
    let renders = 0;
    await cache.get("/p/1", decisions, async () => {
      renders += 1;
      return { keep: pageFor("/p/1", decisions, new Map()) };
    });
    expect(renders).toBe(1);
  });

  it("serves a stale copy while one render refreshes it, and renders past the stale limit", async () => {
    let clock = 0;
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000, now: () => clock });
    const decisions = { site: "en-us", consent: "no" };
    let version = 0;
    let renders = 0;
    const render = async (): Promise<RenderOutcome> => {
      renders += 1;
      return { keep: pageFor("/p/1", decisions, new Map([["all", version]])) };
    };
    await cache.get("/p/1", decisions, render);
    version = 1;
    clock += MINUTE + 1;
    const stale = await Promise.all([1, 2, 3].map(() => cache.get("/p/1", decisions, render)));
    expect(stale.map((a) => a.state)).toEqual(["stale", "stale", "stale"]);
    expect(stale[0]?.page.identity.toString()).toContain("all@0");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(2);
    const refreshed = await cache.get("/p/1", decisions, render);
    expect(refreshed.state).toBe("hit");
    expect(refreshed.page.identity.toString()).toContain("all@1");
    clock += 3 * MINUTE;
    expect((await cache.get("/p/1", decisions, render)).state).toBe("miss");
  });

  it("passes a render that must not be kept to its requests and keeps nothing", async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const decisions = { site: "en-us", consent: "no" };
    const once = await cache.get("/p/1", decisions, async () => ({
      once: { ...pageFor("/p/1", decisions, new Map()), status: 500 },
    }));
    expect(once).toMatchObject({ kept: false, state: "miss" });
    expect(once.page.status).toBe(500);
    expect(cache.stats().entries).toBe(0);
  });

  it("stays within its bytes, dropping the least recently used first", async () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 3000 });
    const decisions = { site: "en-us", consent: "no" };
    const small = (url: string) => async (): Promise<RenderOutcome> => ({
      keep: { ...pageFor(url, decisions, new Map()), body: Buffer.alloc(1000, url) },
    });
    for (const url of ["/a", "/b", "/c"]) await cache.get(url, decisions, small(url));
    // Pages under a kilobyte are kept uncompressed: three fit.
    await cache.get("/a", decisions, small("/a"));
    await cache.get("/d", decisions, small("/d"));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3000);
    expect((await cache.get("/a", decisions, small("/a"))).state).toBe("hit");
    expect((await cache.get("/b", decisions, small("/b"))).state).toBe("miss");
  });

  it("keeps gzip and br copies that decode to the page, with one validator", async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const decisions = { site: "en-us", consent: "no" };
    const { page } = await cache.get("/p/1", decisions, async () => ({
      keep: pageFor("/p/1", decisions, new Map()),
    }));
    expect(gunzipSync(page.gzip ?? Buffer.alloc(0))).toEqual(page.identity);
    expect(brotliDecompressSync(page.br ?? Buffer.alloc(0))).toEqual(page.identity);
    expect(page.etag).toMatch(/^W\/"[\w-]{27}"$/);
  });
});
