// databases: pglite — no database: a real Varnish in front of a stand-in store, once is enough
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findVarnishd,
  startVarnish,
  type RunningVarnish,
} from "../../../../scripts/with-varnish.mjs";
import { createEdgePurger } from "./edge-purge";

/**
 * ops/varnish/ridgeline.vcl in a real varnishd (scripts/with-varnish.mjs) in front of a small
 * Fastify store that answers by the page cache's contract: shared pages public with s-maxage,
 * xkey tags and Vary on decision headers; personal pages private, no-store, with cookies.
 * The store counts the requests that reach it: a count that stays put is a cache hit.
 */
const VARNISHD = findVarnishd();
const SKIPPED = VARNISHD
  ? null
  : "skipped: varnishd not found (apt-get install varnish varnish-modules)";
// The default reporter shows a skipped file as one line: say why where it can be seen.
if (SKIPPED) console.warn(`varnish.routes.test.ts ${SKIPPED}`);
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";
const PERSONAL = "private, no-store";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to Varnish over a new connection, from `localAddress` when given. */
function call(
  varnish: RunningVarnish,
  path: string,
  options: { method?: string; cookie?: string; headers?: Record<string, string> } = {},
  localAddress?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) };
    const req = request(
      `${varnish.url}${path}`,
      { method: options.method ?? "GET", headers, agent: false, localAddress },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function cookiesOf(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split("="))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ""),
  );
}

/** The stand-in store: what reached it, by path. */
async function startStore(): Promise<{ app: FastifyInstance; hits: Map<string, number> }> {
  const hits = new Map<string, number>();
  const versions = new Map<string, number>([["1", 1]]);
  let baskets = 0;
  const app = Fastify();
  app.addHook("onRequest", async (req) => {
    const path = req.url.split("?")[0] ?? "";
    hits.set(path, (hits.get(path) ?? 0) + 1);
  });
  app.get<{ Params: { id: string } }>("/en-us/p/:id", async (req, reply) => {
    const version = versions.get(req.params.id) ?? 1;
    return reply
      .header("cache-control", SHARED)
      .header("xkey", `product:${req.params.id} page:product site:en-us`)
      .header("etag", `"p${req.params.id}v${version}"`)
      .send(`product ${req.params.id} v${version}`);
  });
  app.post<{ Params: { id: string } }>("/en-us/p/:id/bump", async (req) => {
    versions.set(req.params.id, (versions.get(req.params.id) ?? 1) + 1);
    return "bumped";
  });
  // A page one decision changes: the chosen store.
  app.get("/en-us/c/jackets", async (req, reply) => {
    const cookies = cookiesOf(req.headers.cookie);
    const store = cookies.get("__Host-rl_store") ?? cookies.get("rl_store") ?? "none";
    return reply
      .header("cache-control", SHARED)
      .header("xkey", "category:jackets page:category site:en-us")
      .header("vary", "x-rl-d-store")
      .send(`jackets for store ${decodeURIComponent(store)}`);
  });
  // Consent: the edge keeps only the cookie's groups.
  app.get("/en-us/consented", async (req, reply) => {
    return reply
      .header("cache-control", SHARED)
      .header("xkey", "page:home")
      .header("vary", "x-rl-d-consent")
      .send(`groups ${String(req.headers["x-rl-d-consent"] ?? "none")}`);
  });
  // A decision the VCL does not derive: every shopper would share the first one's page.
  app.get("/en-us/experiment", async (_req, reply) => {
    return reply.header("cache-control", SHARED).header("vary", "x-rl-d-bucket").send("bucket");
  });
  app.get("/en-us/cart", async (req, reply) => {
    baskets += 1;
    const token = cookiesOf(req.headers.cookie).get("rl_token") ?? "guest";
    return reply
      .header("cache-control", PERSONAL)
      .header("set-cookie", `rl_basket=b${baskets}; Path=/; HttpOnly`)
      .send(`bag of ${token}`);
  });
  // A page marked shared that still sets a cookie (a mistake): it must not be stored.
  app.get("/en-us/leaky", async (_req, reply) => {
    baskets += 1;
    return reply
      .header("cache-control", SHARED)
      .header("set-cookie", `rl_basket=b${baskets}; Path=/`)
      .send("leaky");
  });
  // The API, even when it says public: the edge never stores it.
  app.get("/products/1", async (_req, reply) => {
    return reply.header("cache-control", SHARED).send({ productId: "1" });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, hits };
}

describe.skipIf(SKIPPED)(
  `Varnish in front of the store (ops/varnish/ridgeline.vcl)${SKIPPED ? `: ${SKIPPED}` : ""}`,
  () => {
    let store: Awaited<ReturnType<typeof startStore>>;
    let varnish: RunningVarnish;
    const hitsOf = (path: string) => store.hits.get(path) ?? 0;

    beforeAll(async () => {
      store = await startStore();
      const { port } = store.app.server.address() as AddressInfo;
      // The purge ACL holds 127.0.0.1 alone, so a purge from 127.0.0.2 stands for a stranger.
      varnish = await startVarnish({ backend: `127.0.0.1:${port}`, purgers: ["127.0.0.1"] });
    }, 40_000);
    afterAll(async () => {
      await varnish?.stop();
      await store?.app.close();
    });

    it("serves a shared page from the cache the second time, session cookie or not", async () => {
      const first = await call(varnish, "/en-us/p/2");
      expect(first).toMatchObject({ status: 200, body: "product 2 v1" });
      expect(first.headers["x-cache"]).toBe("miss");
      expect(first.headers["xkey"]).toBeUndefined();
      const again = await call(varnish, "/en-us/p/2", {
        cookie: "rl_token=secret-a; rl_basket=b9",
      });
      expect(again).toMatchObject({ status: 200, body: "product 2 v1" });
      expect(again.headers["x-cache"]).toBe("hit");
      expect(hitsOf("/en-us/p/2")).toBe(1);
    });

    it("keeps one object per chosen store, whichever cookie name carries it", async () => {
      const north = await call(varnish, "/en-us/c/jackets", { cookie: "rl_store=1%7CNorth" });
      const south = await call(varnish, "/en-us/c/jackets", { cookie: "rl_store=2%7CSouth" });
      expect([north.body, south.body]).toEqual([
        "jackets for store 1|North",
        "jackets for store 2|South",
      ]);
      expect(hitsOf("/en-us/c/jackets")).toBe(2);

      const northAgain = await call(varnish, "/en-us/c/jackets", {
        cookie: "rl_token=secret-b; __Host-rl_store=1%7CNorth",
      });
      expect(northAgain).toMatchObject({ body: "jackets for store 1|North" });
      expect(northAgain.headers["x-cache"]).toBe("hit");
      expect(hitsOf("/en-us/c/jackets")).toBe(2);

      // A client's own decision header is ignored: only the cookie chooses the variant.
      const spoofed = await call(varnish, "/en-us/c/jackets", {
        headers: { "x-rl-d-store": "1%7CNorth" },
      });
      expect(spoofed).toMatchObject({ body: "jackets for store none" });
      expect(hitsOf("/en-us/c/jackets")).toBe(3);
      // A cache in front of this one could not tell the variants apart.
      expect(north.headers["cache-control"]).toBe("private, max-age=0");
    });

    it("splits by the consent groups alone, not the rest of OneTrust's cookie", async () => {
      const consent = (date: string, groups: string) =>
        `OptanonConsent=isGpcEnabled=0&datestamp=${date}&version=6.1&groups=${groups}&AwaitingReconsent=false`;
      const a = await call(varnish, "/en-us/consented", {
        cookie: consent("Mon", "C0001%3A1%2CC0002%3A0"),
      });
      const b = await call(varnish, "/en-us/consented", {
        cookie: consent("Tue", "C0001%3A1%2CC0002%3A0"),
      });
      const c = await call(varnish, "/en-us/consented", {
        cookie: consent("Tue", "C0001%3A1%2CC0002%3A1"),
      });
      expect([a.body, b.body, c.body]).toEqual([
        "groups C0001%3A1%2CC0002%3A0",
        "groups C0001%3A1%2CC0002%3A0",
        "groups C0001%3A1%2CC0002%3A1",
      ]);
      expect(b.headers["x-cache"]).toBe("hit");
      expect(hitsOf("/en-us/consented")).toBe(2);
    });

    it("never stores a page that varies by a decision the edge does not derive", async () => {
      await call(varnish, "/en-us/experiment");
      const again = await call(varnish, "/en-us/experiment");
      expect(again.headers["x-cache"]).toBe("pass");
      expect(hitsOf("/en-us/experiment")).toBe(2);
    });

    it("sends every request for a personal page to the store and never hands on its cookie", async () => {
      const mine = await call(varnish, "/en-us/cart", { cookie: "rl_token=secret-a" });
      const theirs = await call(varnish, "/en-us/cart", { cookie: "rl_token=secret-b" });
      const guest = await call(varnish, "/en-us/cart");
      expect([mine.body, theirs.body, guest.body]).toEqual([
        "bag of secret-a",
        "bag of secret-b",
        "bag of guest",
      ]);
      const cookies = [mine, theirs, guest].map((answer) => answer.headers["set-cookie"]?.[0]);
      expect(new Set(cookies).size).toBe(3);
      for (const answer of [mine, theirs, guest]) expect(answer.headers["x-cache"]).toBe("pass");
      expect(hitsOf("/en-us/cart")).toBe(3);

      // Nor from a page marked shared that sets a cookie anyway.
      const first = await call(varnish, "/en-us/leaky");
      const second = await call(varnish, "/en-us/leaky");
      expect(second.headers["set-cookie"]).not.toEqual(first.headers["set-cookie"]);
      expect(hitsOf("/en-us/leaky")).toBe(2);
    });

    it("passes the API and writes, whatever they answer", async () => {
      await call(varnish, "/products/1");
      const again = await call(varnish, "/products/1");
      expect(again).toMatchObject({ status: 200, body: '{"productId":"1"}' });
      expect(again.headers["x-cache"]).toBe("pass");
      expect(hitsOf("/products/1")).toBe(2);
    });

    it("drops the pages of a purged tag: the next request reaches the store within a second", async () => {
      await call(varnish, "/en-us/p/1");
      await call(varnish, "/en-us/p/2");
      const before = { one: hitsOf("/en-us/p/1"), two: hitsOf("/en-us/p/2") };
      expect((await call(varnish, "/en-us/p/1")).headers["x-cache"]).toBe("hit");

      await call(varnish, "/en-us/p/1/bump", { method: "POST" });
      const debug: unknown[] = [];
      const warnings: unknown[] = [];
      const purger = createEdgePurger({
        urls: [`${varnish.url}/`],
        timeoutMs: 2000,
        log: {
          warn: (details) => void warnings.push(details),
          debug: (details) => void debug.push(details),
        },
      });
      await purger.purge(["product:1"]);
      expect(warnings).toEqual([]);
      expect(debug).toEqual([expect.objectContaining({ purged: "1" })]);

      // Soft purge: the first request after it may still get the old page while Varnish
      // fetches the new one in the background; within a second the store has been asked.
      const deadline = Date.now() + 1000;
      let latest = await call(varnish, "/en-us/p/1");
      while (latest.body !== "product 1 v2" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        latest = await call(varnish, "/en-us/p/1");
      }
      expect(latest.body).toBe("product 1 v2");
      expect(hitsOf("/en-us/p/1")).toBe(before.one + 1);
      // Other tags stay cached.
      expect((await call(varnish, "/en-us/p/2")).headers["x-cache"]).toBe("hit");
      expect(hitsOf("/en-us/p/2")).toBe(before.two);
    });

    it("refuses a purge from an address outside the ACL, and one without tags", async () => {
      await call(varnish, "/en-us/p/3");
      const stranger = await call(
        varnish,
        "/",
        { method: "PURGE", headers: { "xkey-purge": "product:3" } },
        "127.0.0.2",
      );
      expect(stranger.status).toBe(403);
      const untagged = await call(varnish, "/", { method: "PURGE" });
      expect(untagged.status).toBe(400);
      expect((await call(varnish, "/en-us/p/3")).headers["x-cache"]).toBe("hit");
      expect(hitsOf("/en-us/p/3")).toBe(1);
    });
  },
);
