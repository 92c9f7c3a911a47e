// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import { connect, type AddressInfo, type Socket } from "node:net";
import { ERROR_CATALOGUE, HEADERS, type ErrorEnvelope } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { TEST_ACCESS_KEY, type TestApp } from "../../../test/test-app";

/**
 * What inject cannot send: requests Node's HTTP parser refuses before Fastify sees them, sent
 * over a real socket to the app listening on a loopback port.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await sharedTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): RawResponse {
  const split = raw.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = raw.slice(0, split).split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: raw.slice(split + 4) };
}

/** Reads everything the server writes until it closes the connection. */
function readAll(socket: Socket): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it has answered while the client still sends.
      if (error.code === "ECONNRESET" && chunks.length > 0) return;
      reject(error);
    });
    socket.on("close", () => resolve(parse(Buffer.concat(chunks).toString("utf8"))));
  });
}

/** Sends raw bytes to the app and returns its answer. */
async function send(request: string | Buffer): Promise<RawResponse> {
  const socket = connect({ host: "127.0.0.1", port });
  const answer = readAll(socket);
  socket.write(request);
  return answer;
}

const head = (lines: string[]) => `${lines.join("\r\n")}\r\n\r\n`;
const API = [`Host: localhost`, `${HEADERS.accessKey}: ${TEST_ACCESS_KEY}`, "Connection: close"];

/** Asserts the envelope with the catalogue's status, and the correlation id in both places. */
function expectEnvelope(response: RawResponse, errorId: keyof typeof ERROR_CATALOGUE) {
  expect(response.status, response.body).toBe(ERROR_CATALOGUE[errorId].status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as ErrorEnvelope;
  expect(body.errorDetails[0]?.errorId).toBe(errorId);
  expect(body.appId).toBe(t.config.appId);
  expect(body.correlationId).toBe(response.headers[HEADERS.correlationId]);
  return body.errorDetails[0];
}

describe("requests Node's HTTP parser refuses", () => {
  it("answers headers over the 16 KiB limit with 431 API431", async () => {
    const big = `X-Padding: ${"a".repeat(17 * 1024)}`;
    expectEnvelope(await send(head(["GET /fapi/sites HTTP/1.1", ...API, big])), "API431");
  });

  it("answers many small headers adding up over the limit with 431 API431", async () => {
    const many = Array.from({ length: 400 }, (_, index) => `X-H${index}: ${"b".repeat(40)}`);
    expectEnvelope(await send(head(["GET /fapi/sites HTTP/1.1", ...API, ...many])), "API431");
  });

  it.each([
    ["a content length that is not a number", ["Content-Length: abc"]],
    ["a negative content length", ["Content-Length: -1"]],
    ["two different content lengths", ["Content-Length: 2", "Content-Length: 3"]],
    [
      "both a content length and chunked transfer",
      ["Content-Length: 2", "Transfer-Encoding: chunked"],
    ],
  ])("answers %s with 400 VAL400", async (_label, lines) => {
    const request = head(["POST /token/v2/auth/token HTTP/1.1", ...API, ...lines]) + "{}";
    expectEnvelope(await send(request), "VAL400");
  });

  it("answers a broken chunked body with 400 VAL400", async () => {
    const request =
      head([
        "POST /token/v2/auth/token HTTP/1.1",
        ...API,
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
      ]) + "ZZ\r\n{}\r\n0\r\n\r\n";
    expectEnvelope(await send(request), "VAL400");
  });

  it.each([
    ["a request line that is not HTTP", "hello there\r\n\r\n"],
    ["a header name with a space", head(["GET /fapi/sites HTTP/1.1", ...API, "Bad Header: x"])],
    [
      "a control character in a header value",
      head(["GET /fapi/sites HTTP/1.1", ...API, "X-A: a\u0001b"]),
    ],
    ["a space in the URL", head(["GET /fapi/si tes HTTP/1.1", ...API])],
    ["an unknown HTTP version", head(["GET /fapi/sites HTTP/9.1", ...API])],
  ])("answers %s with 400 VAL400", async (_label, request) => {
    expectEnvelope(await send(request), "VAL400");
  });

  it("answers a method the parser does not know with 405 API405", async () => {
    expectEnvelope(await send(head(["FOO /fapi/sites HTTP/1.1", ...API])), "API405");
  });

  it("answers CONNECT, which Node would drop without a word, with 405 API405", async () => {
    expectEnvelope(await send(head(["CONNECT example.com:443 HTTP/1.1", ...API])), "API405");
  });

  it("answers a request that never finished arriving with 408 API408", async () => {
    const accepted = new Promise<Socket>((resolve) => t.app.server.once("connection", resolve));
    const socket = connect({ host: "127.0.0.1", port });
    const answer = readAll(socket);
    socket.write("GET /fapi/sites HTTP/1.1\r\nHost: localhost\r\n");
    // Node raises this error from its connection check once requestTimeout has passed.
    const timeout = Object.assign(new Error("Request timeout"), {
      code: "ERR_HTTP_REQUEST_TIMEOUT",
    });
    t.app.server.emit("clientError", timeout, await accepted);
    expectEnvelope(await answer, "API408");
  });
});

describe("requests Fastify sees but could not answer in the envelope before", () => {
  it("answers an HTTP/1.1 request without Host with 400 VAL400 naming host", async () => {
    const request = head([
      "GET /fapi/sites HTTP/1.1",
      `${HEADERS.accessKey}: ${TEST_ACCESS_KEY}`,
      "Connection: close",
    ]);
    expect(expectEnvelope(await send(request), "VAL400")?.field).toBe("host");
  });

  it("answers a declared body over the limit with 413 API413 without reading it", async () => {
    const request = head([
      "POST /token/v2/auth/token HTTP/1.1",
      ...API,
      "Content-Type: application/json",
      `Content-Length: ${2 * 1024 * 1024}`,
    ]);
    expectEnvelope(await send(request), "API413");
  });

  it("answers a method Fastify does not route on an API path with 405 API405 and Allow", async () => {
    const response = await send(head(["PROPFIND /fapi/sites HTTP/1.1", ...API]));
    expectEnvelope(response, "API405");
    expect(response.headers["allow"]).toContain("GET");
  });

  it("answers a body that is not UTF-8 with 400 VAL400 over a real socket too", async () => {
    const body = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
    const request = Buffer.concat([
      Buffer.from(
        head([
          "POST /token/v2/auth/token HTTP/1.1",
          ...API,
          "Content-Type: application/json",
          `Content-Length: ${body.length}`,
        ]),
      ),
      body,
    ]);
    expect(expectEnvelope(await send(request), "VAL400")?.field).toBe("body");
  });
});
