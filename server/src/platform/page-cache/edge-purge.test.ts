import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import {
  createEdgePurger,
  type EdgePurgeLog,
  MAX_PURGE_HEADER_BYTES,
  purgeBatches,
} from "./edge-purge";

interface Received {
  method: string | undefined;
  url: string | undefined;
  keys: string;
}

/** A stand-in for one edge cache: records each request and answers with `answer`. */
async function edge(
  answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.setHeader("xkey-purged", "1");
    res.end("1 purged\n");
  },
): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    received.push({ method: req.method, url: req.url, keys: String(req.headers["xkey-purge"]) });
    answer(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, received, server };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function recordingLog() {
  const warnings: { details: unknown; message: string }[] = [];
  const log: EdgePurgeLog = {
    warn: (details, message) => void warnings.push({ details, message }),
    debug: () => undefined,
  };
  return { warnings, log };
}

describe("createEdgePurger", () => {
  it("sends PURGE / with the tags to every edge at once", async () => {
    // Each edge answers only once both have been asked: one after the other would time out.
    let asked = 0;
    let release: () => void = () => undefined;
    const bothAsked = new Promise<void>((resolve) => (release = resolve));
    const answerWhenBoth = (_req: IncomingMessage, res: ServerResponse) => {
      if (++asked === 2) release();
      void bothAsked.then(() => res.end());
    };
    const a = await edge(answerWhenBoth);
    const b = await edge(answerWhenBoth);
    const { log, warnings } = recordingLog();
    await createEdgePurger({ urls: [a.url, b.url], timeoutMs: 2000, log }).purge([
      "product:1",
      "page:product",
      "product:1",
    ]);
    for (const { received } of [a, b]) {
      expect(received).toEqual([{ method: "PURGE", url: "/", keys: "product:1 page:product" }]);
    }
    expect(warnings).toEqual([]);
  });

  it("splits many tags over requests whose header stays under the limit", async () => {
    const a = await edge();
    const tags = Array.from({ length: 2000 }, (_, i) => `product:M${String(i).padStart(6, "0")}`);
    await createEdgePurger({ urls: [a.url], timeoutMs: 2000, log: recordingLog().log }).purge(tags);
    expect(a.received.length).toBeGreaterThan(1);
    for (const { keys } of a.received) {
      expect(Buffer.byteLength(keys)).toBeLessThanOrEqual(MAX_PURGE_HEADER_BYTES);
    }
    expect(a.received.flatMap(({ keys }) => keys.split(" "))).toEqual(tags);
  });

  it("logs an edge that refuses, fails or hangs, and still purges the others", async () => {
    const good = await edge();
    const refusing = await edge((_req, res) => {
      res.statusCode = 403;
      res.end();
    });
    const hanging = await edge(() => undefined);
    const gone = await edge();
    await new Promise((resolve) => gone.server.close(resolve));
    const { log, warnings } = recordingLog();
    const started = Date.now();
    await createEdgePurger({
      urls: [refusing.url, hanging.url, gone.url, good.url],
      timeoutMs: 300,
      log,
    }).purge(["category:mens-jackets"]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(good.received).toEqual([{ method: "PURGE", url: "/", keys: "category:mens-jackets" }]);
    expect(warnings.map(({ message }) => message).sort()).toEqual([
      "edge purge failed",
      "edge purge failed",
      "edge purge refused",
    ]);
    expect(JSON.stringify(warnings)).toContain("TimeoutError");
  });

  it("does nothing without edges or tags, and skips tags xkey would split", async () => {
    const a = await edge();
    const { log, warnings } = recordingLog();
    await createEdgePurger({ urls: [], timeoutMs: 500, log }).purge(["product:1"]);
    await createEdgePurger({ urls: [a.url], timeoutMs: 500, log }).purge([]);
    await createEdgePurger({ urls: [a.url], timeoutMs: 500, log }).purge([
      "two words",
      "a,b",
      "line\r\nbreak",
      "site:en-us",
    ]);
    expect(a.received).toEqual([{ method: "PURGE", url: "/", keys: "site:en-us" }]);
    expect(warnings).toHaveLength(3);
  });

  it("takes the app's logger", () => {
    expectTypeOf<FastifyBaseLogger>().toExtend<EdgePurgeLog>();
  });
});

describe("purgeBatches", () => {
  it("keeps every tag once, in order, in as few batches as fit", () => {
    const tag = "x".repeat(1000);
    const batches = purgeBatches(Array.from({ length: 14 }, () => tag));
    // Six 1000-character tags and five spaces fit in 7000; the seventh does not.
    expect(batches.map((batch) => batch.split(" ").length)).toEqual([6, 6, 2]);
    expect(purgeBatches([])).toEqual([]);
  });
});
