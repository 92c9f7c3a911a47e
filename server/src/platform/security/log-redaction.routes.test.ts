// databases: postgres — business rules through the API; PostgreSQL runs them faster
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADERS } from "@ridgeline/contract";
import { buildApp } from "../../app";
import { createTestApp, TEST_ACCESS_KEY, type TestApp } from "../../../test/test-app";
import { REDACTED, redactSecrets, SECRET_QUERY_PARAMS } from "./log-redaction";

/** Link secrets in logs (issue 26 point 9, decision 0077). */
let t: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // The same app as production builds it, at the most talkative level, into a captured log.
  logged = await buildApp({
    config: t.config,
    db: t.db,
    logger: { level: "trace", stream: { write: (line: string) => void lines.push(line) } },
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

/** A secret as links carry them: long enough that it cannot turn up in a log line by chance. */
const secret = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/);

/** Every way a request can carry a secret parameter in its URL. */
function urlsCarrying(name: string, value: string): string[] {
  const own = `${name}=${encodeURIComponent(value)}`;
  const inner = `/en-us/order-lookup?orderNumber=US00000001&${own}`;
  return [
    // the API, first and later in the query, on a known and an unknown path
    `/consumers-v3/consumer/TrackOrder?${own}&locale=en-us`,
    `/consumers-v3/consumer/return/RUS00000001-01/label.pdf?locale=en-us&${own}`,
    `/nowhere/at/all?a=1&${own}`,
    // pages, and a link inside another link's parameter, once and twice encoded
    inner,
    `/en-us/sign-in?next=${encodeURIComponent(inner)}`,
    `/en-us/sign-in?next=${encodeURIComponent(encodeURIComponent(inner))}`,
  ];
}

describe("secrets in logged URLs", () => {
  it("never writes the value of any secret parameter of the denylist in any log line", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SECRET_QUERY_PARAMS), secret, async (name, value) => {
        lines.length = 0;
        for (const url of urlsCarrying(name, value)) {
          await logged.inject({
            method: "GET",
            url,
            headers: { [HEADERS.accessKey]: TEST_ACCESS_KEY },
          });
          await logged.inject({
            method: "POST",
            url,
            headers: { [HEADERS.accessKey]: TEST_ACCESS_KEY },
            payload: { orderNumber: "US00000001", email: "a@example.com" },
          });
        }
        const log = lines.join("");
        // The requests were logged (else the check below would pass on an empty log).
        expect(log).toContain("/consumers-v3/consumer/TrackOrder");
        expect(log).toContain(REDACTED);
        expect(log).not.toContain(value);
        expect(log).not.toContain(encodeURIComponent(value));
      }),
      { numRuns: 12 },
    );
  });

  it("keeps the rest of a URL readable: the path and the parameters that are no secret", () => {
    expect(redactSecrets("/en-us/order-lookup?orderNumber=US00000042&st=abcdefghijklmnop")).toBe(
      `/en-us/order-lookup?orderNumber=US00000042&st=${REDACTED}`,
    );
    expect(redactSecrets('{"url":"/x?locale=en-us&key=zzzzzzzzzzzzzzzzzzzz#top"}')).toBe(
      `{"url":"/x?locale=en-us&key=${REDACTED}#top"}`,
    );
    // A parameter whose name only ends like a secret's is not one.
    expect(redactSecrets("/c/shoes?monkey=brown&stock=1")).toBe("/c/shoes?monkey=brown&stock=1");
  });

  it("redacts generated values of every secret parameter wherever they sit in a query", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECRET_QUERY_PARAMS),
        secret,
        fc.array(
          fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z0-9]{0,8}$/)),
          {
            maxLength: 3,
          },
        ),
        fc.nat(3),
        (name, value, others, at) => {
          const params = others.filter(
            ([other]) => !(SECRET_QUERY_PARAMS as readonly string[]).includes(other),
          );
          params.splice(Math.min(at, params.length), 0, [name, value]);
          const url = `/en-us/page?${new URLSearchParams(params).toString()}`;
          for (const text of [url, `next=${encodeURIComponent(url)}`, JSON.stringify({ url })])
            expect(redactSecrets(text)).not.toContain(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});
