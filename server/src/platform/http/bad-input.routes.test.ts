// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { ERROR_CATALOGUE, HEADERS, isErrorId, type ErrorEnvelope } from "@ridgeline/contract";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import {
  BAD_VALUE,
  RAW_URL_PIECE,
  asText,
  encodeComponent,
  near,
  text,
  type JsonSchema,
  type OpenApiOperation,
  type OpenApiParameter,
  type SeedValues,
} from "../../../test/openapi-arbitraries";
import { createTestApp } from "../../../test/test-app";
import { RUNS_SCALE } from "../../../../scripts/fast-check-runs.mjs";

/**
 * Generated bad requests against every operation of the OpenAPI document (decision 0033):
 * whatever a caller sends, the answer is never a 5xx, and every error is the envelope with a
 * catalogue code whose status it carries. Each operation gets a time budget, not a count, so
 * the file takes about as long on a busy machine as on an idle one; BAD_INPUT_MS raises the
 * budget (milliseconds per operation) for a longer hunt. The budget scales with the generated
 * cases' setting (decision 0084): 700 ms on a developer's machine, 175 ms under CI.
 */
const BUDGET_MS = Number(process.env["BAD_INPUT_MS"] ?? Math.max(150, 700 * RUNS_SCALE));

type Parameter = OpenApiParameter;
type Operation = OpenApiOperation;

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const document = (await t.call({ method: "GET", url: "/openapi.json" })).json() as {
  paths: Record<string, Record<string, Operation>>;
};

async function column(sql: string): Promise<string[]> {
  return (await t.db.query<{ v: string }>(sql)).map((row) => row.v);
}
const styles = await column("select style_id as v from styles order by style_id limit 5");
const colours = await column("select color_variant_id as v from colors order by 1 limit 5");
const upcs = await column("select upc as v from skus order by upc limit 5");
const stores = await column("select store_id as v from stores order by store_id limit 5");
/** Real values for fields of these names, so some requests reach the services. */
const SEEDS: SeedValues = {
  locale: await column("select locale as v from sites"),
  productId: [...styles, ...colours],
  id: [...styles, ...colours],
  productIds: [styles.slice(0, 3).join(",")],
  upc: upcs,
  skus: upcs,
  storeId: stores,
  storeIds: stores,
  productSetId: await column("select product_set_id as v from product_sets limit 3"),
  productType: await column("select distinct product_type as v from styles limit 3"),
  country: ["US", "GB", "FR", "DE", "CA"],
  countryCode: ["US", "GB", "FR", "DE", "CA"],
};

const OTHER_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;
const WHO = ["nobody", "guest", "registered", "employee", "unknown token"] as const;
type Who = (typeof WHO)[number];

/** What is sent in place of a JSON body now and then. */
const ODD_BODY = fc.oneof(
  fc.constantFrom(
    ...[
      '{"a":',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      "[]",
      "null",
      '"text"',
      "1e999",
      "\ufeff{}",
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      "{}{}",
    ].map((payload) => ({ payload, type: "application/json" })),
  ),
  fc
    .tuple(
      text(0, 20),
      fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=latin1",
        "application/jsonx",
        "application/json-patch+json",
      ),
    )
    .map(([payload, type]) => ({ payload, type })),
  fc.constant({
    payload: JSON.stringify({ pad: "x".repeat(1024 * 1024) }),
    type: "application/json",
  }),
);

/** Bytes that are not UTF-8: a stray continuation, an overlong slash, an encoded surrogate. */
const BAD_UTF8 = fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x80]);

/** Whether an operation takes a body: DELETE and some POSTs document one that must be absent. */
const takesBody = (schema: JsonSchema | undefined) =>
  schema !== undefined &&
  ["type", "properties", "anyOf", "oneOf", "enum", "const"].some((key) => key in schema);

type Body = { json?: unknown; payload?: string | Buffer; type?: string };

/** A body: mostly JSON near the schema, sometimes none, odd, or not UTF-8. */
function bodyArbitrary(schema: JsonSchema | undefined) {
  const json = near(schema ?? {}, "body", 0, SEEDS);
  const notUtf8 = fc.tuple(json, BAD_UTF8, fc.nat()).map(([value, bytes, at]): Body => {
    const serialized = JSON.stringify(value ?? { a: "b" });
    const cut = at % (serialized.length + 1);
    const payload = Buffer.concat([
      Buffer.from(serialized.slice(0, cut)),
      Buffer.from(bytes),
      Buffer.from(serialized.slice(cut)),
    ]);
    return { payload, type: "application/json" };
  });
  const usual = takesBody(schema) ? 12 : 1;
  return fc.oneof(
    { weight: usual, arbitrary: json.map((value): Body => ({ json: value })) },
    { weight: 13 - usual, arbitrary: fc.constant<Body>({}) },
    { weight: 1, arbitrary: ODD_BODY.map((body): Body => body) },
    { weight: 1, arbitrary: notUtf8 },
  );
}

function pathValue(parameter: Parameter) {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: near(parameter.schema, parameter.name, 0, SEEDS).map((value) =>
        encodeComponent(asText(value)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text(0, 4), RAW_URL_PIECE, text(0, 4))
        .map(([before, raw, after]) => encodeComponent(before) + raw + encodeComponent(after)),
    },
  );
}

function queryArbitrary(parameters: Parameter[]) {
  const declared = parameters.map((parameter) =>
    fc.option(
      near(parameter.schema, parameter.name, 0, SEEDS).map((value) =>
        (Array.isArray(value) ? value : [value]).map(
          (item) => `${parameter.name}=${encodeComponent(asText(item))}`,
        ),
      ),
      { nil: [] as string[], freq: 2 },
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    fc.array(
      fc.oneof(
        fc
          .tuple(text(1, 10), fc.oneof(text(), BAD_VALUE.map(asText)))
          .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`),
        fc
          .tuple(fc.constantFrom(...parameters.map((p) => p.name), "q"), RAW_URL_PIECE)
          .map(([name, raw]) => `${name}=${raw}`),
      ),
      { minLength: 1, maxLength: 2 },
    ),
  );
  return fc
    .tuple(fc.tuple(...declared), extra)
    .map(([pairs, more]) => [...pairs.flat(), ...more].join("&"));
}

function botAction(path: string): "login" | "register" | "saveCard" {
  if (path.includes("signup")) return "register";
  if (path.includes("payment_instruments")) return "saveCard";
  return "login";
}

interface Generated {
  method: string;
  params: string[];
  query: string;
  body: Body;
  who: Who;
  solveBotCheck: boolean;
}

/** Requests for one operation: its own method mostly, every part generated from its schemas. */
function requestArbitrary(method: string, operation: Operation): fc.Arbitrary<Generated> {
  return fc.record({
    method: fc.oneof(
      { weight: 15, arbitrary: fc.constant(method) },
      fc.constantFrom(...OTHER_METHODS),
    ),
    params: fc.tuple(...operation.parameters.filter((p) => p.in === "path").map(pathValue)),
    query: queryArbitrary(operation.parameters.filter((p) => p.in === "query")),
    body: bodyArbitrary(operation.requestBody?.content["application/json"].schema),
    who: fc.constantFrom(...WHO),
    solveBotCheck: fc.boolean(),
  });
}

/** Sends a generated request, with a freshly solved bot check where it asks for one. */
async function send(
  generated: Generated,
  path: string,
  tokens: Record<Who, string | undefined>,
): Promise<{ url: string; response: LightMyRequestResponse }> {
  let index = 0;
  let url = path.replace(/\{[^}]+\}/g, () => generated.params[index++] ?? "");
  if (generated.query) url += `?${generated.query}`;
  const { json, payload, type } = generated.body;
  const wantsBotAnswer =
    generated.solveBotCheck && json && typeof json === "object" && "recaptcha_response" in json;
  const body = wantsBotAnswer
    ? { ...json, recaptcha_response: await t.botAnswer(botAction(path)) }
    : json;
  const response = await t.call({
    method: generated.method as InjectOptions["method"],
    url,
    token: tokens[generated.who],
    ...(json !== undefined
      ? { payload: JSON.stringify(body), headers: { "content-type": "application/json" } }
      : {}),
    ...(payload !== undefined ? { payload, headers: { "content-type": type ?? "" } } : {}),
  });
  return { url, response };
}

/** What is wrong with an answer, or null: a 5xx, or an error outside the envelope. */
function problemWith(response: LightMyRequestResponse, method: string): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status < 400 || method === "HEAD") return null;
  let body: ErrorEnvelope;
  try {
    body = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const errorId = body.errorDetails?.[0]?.errorId;
  if (typeof errorId !== "string" || !isErrorId(errorId)) return `no catalogue code: ${errorId}`;
  if (body.appId !== t.config.appId) return "no appId";
  if (!body.correlationId || body.correlationId !== response.headers[HEADERS.correlationId])
    return "no correlationId, or not the one in the header";
  if (ERROR_CATALOGUE[errorId].status !== status)
    return `${errorId} answered ${status}, not ${ERROR_CATALOGUE[errorId].status}`;
  return null;
}

let total = 0;

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    path,
    method: method.toUpperCase(),
    operation,
  })),
);

describe("every operation of the OpenAPI document", () => {
  it("lists the operations this suite generates requests for", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.for(operations)(
    "$method $path answers generated bad input with a 4xx in the envelope, never a 5xx",
    { timeout: BUDGET_MS * 3 + 30_000 },
    async ({ path, method, operation }, { annotate }) => {
      const tokens: Record<Who, string | undefined> = {
        nobody: undefined,
        guest: await t.guestToken(),
        registered: (await t.registeredToken()).token,
        employee: (await t.registeredToken({ consumerType: "EMPLOYEE" })).token,
        "unknown token": "a".repeat(43),
      };
      const failures: string[] = [];
      let runs = 0;
      // The run the time limit cuts short keeps going and its outcome is ignored: wait for it.
      let inFlight: Promise<unknown> = Promise.resolve();
      const property = async (generated: Generated) => {
        runs += 1;
        const { url, response } = await send(generated, path, tokens);
        const problem = problemWith(response, generated.method);
        if (problem) {
          const report = `${generated.method} ${url} as ${generated.who}: ${problem}\n${response.body.slice(0, 300)}`;
          failures.push(report);
          throw new Error(report);
        }
      };
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(method, operation), (generated) => {
            const run = property(generated);
            inFlight = run.catch(() => undefined);
            return run;
          }),
          { numRuns: 1_000_000, plugins: [fc.interruptAfterTimeLimit(BUDGET_MS)] },
        )
        .catch(async (error: unknown) => {
          // A first request slower than the whole budget (a cold cache on a busy machine) ends
          // the hunt before any run is counted: that is no finding once the request has answered.
          await inFlight;
          if (runs === 0 || !String(error).includes("interrupted after 0 tests")) throw error;
        });
      await inFlight;
      expect(failures.slice(0, 3)).toEqual([]);
      expect(runs).toBeGreaterThan(0);
      total += runs;
      await annotate(`${runs} requests (${total} so far)`);
    },
  );
});
