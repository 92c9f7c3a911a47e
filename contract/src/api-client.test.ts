import fc from "fast-check";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ApiClient, ApiError, buildPath, isBotDefenceRefusal, type ApiRequest } from "./api-client";
import { endpoint } from "./endpoint";
import { runs } from "../../scripts/fast-check-runs.mjs";

const PATH = "/wishlists/v2/favorites/:favoriteId/items/:itemId";

describe("buildPath", () => {
  it("puts each value, whatever it holds, into exactly its own segment", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1 }), fc.string(), (id, other) => {
        fc.pre(id !== "." && id !== ".." && other !== "" && other !== "." && other !== "..");
        let path: string;
        try {
          path = buildPath(PATH, { favoriteId: id, itemId: other });
        } catch (error) {
          // Only text that is not well-formed (a lone surrogate) is refused.
          expect(error).toBeInstanceOf(ApiError);
          expect(() => encodeURIComponent(id)).toThrow(URIError);
          return;
        }
        expect(path).toMatch(/^[\x21-\x7e]+$/);
        const segments = new URL(path, "http://api.invalid").pathname.split("/");
        expect(segments).toHaveLength(7);
        expect(decodeURIComponent(segments[4] ?? "")).toBe(id);
        expect(decodeURIComponent(segments[6] ?? "")).toBe(other);
      }),
      { numRuns: runs(2_000) },
    );
    // 2,000 generated paths take 2–3 s alone; the unit run shares two cores with other files.
  }, 30_000);

  it.each(["", ".", "..", "\ud800"])("refuses %j as VAL400 naming the parameter", (id) => {
    expect(() => buildPath(PATH, { favoriteId: id, itemId: "x" })).toThrow(
      expect.objectContaining({
        status: 400,
        errorId: "VAL400",
        details: [expect.objectContaining({ field: "favoriteId" })],
      }),
    );
  });
});

describe("ApiClient", () => {
  it("answers a refused path parameter as an ApiError without calling the API", async () => {
    const sent: ApiRequest[] = [];
    const client = new ApiClient(async (request) => {
      sent.push(request);
      return { status: 204, headers: {}, body: "" };
    }, {});
    const remove = endpoint({
      method: "DELETE",
      path: PATH,
      tag: "favorites",
      summary: "test",
      params: z.object({ favoriteId: z.string(), itemId: z.string() }),
      response: z.undefined(),
    });
    await expect(
      client.call(remove, { params: { favoriteId: "..", itemId: ".." } }),
    ).rejects.toThrow(ApiError);
    expect(sent).toEqual([]);
  });
});

describe("shared answers (decision 0051)", () => {
  const read = endpoint({
    method: "GET",
    path: "/products/v2/things/:id",
    tag: "products",
    summary: "test",
    params: z.object({ id: z.string() }),
    response: z.object({
      id: z.string(),
      // A transform: what pages read is the schema's output, not the JSON as sent.
      count: z.number().transform((n) => n * 2),
      tags: z.array(z.object({ name: z.string() })),
      // JSON leaves this out; parsed from the text it stays absent.
      note: z.string().optional(),
    }),
  });

  it("reads a shared answer's JSON once per endpoint and gives every page the same frozen data, equal to the plain path's", () =>
    fc.assert(
      fc.asyncProperty(
        fc.record({
          id: fc.string(),
          count: fc.integer(),
          tags: fc.array(fc.record({ name: fc.string() }), { maxLength: 5 }),
        }),
        fc.integer({ min: 1, max: 5 }),
        async (answer, pages) => {
          let written = 0;
          const shared = Object.freeze({ ...answer, note: undefined });
          const sharedClient = new ApiClient(
            async () => ({
              status: 200,
              headers: {},
              shared,
              get body() {
                written += 1;
                return JSON.stringify(shared);
              },
            }),
            {},
          );
          const plainClient = new ApiClient(
            async () => ({ status: 200, headers: {}, body: JSON.stringify(shared) }),
            {},
          );
          const plain = await plainClient.call(read, { params: { id: "x" } });
          const seen = [];
          for (let page = 0; page < pages; page += 1)
            seen.push(await sharedClient.call(read, { params: { id: "x" } }));
          expect(written).toBe(1);
          for (const data of seen) {
            expect(data).toBe(seen[0]);
            expect(data).toEqual(plain);
            expect(Object.isFrozen(data)).toBe(true);
            expect(Object.isFrozen(data.tags)).toBe(true);
            expect(() => (data.tags as { name: string }[]).push({ name: "x" })).toThrow(TypeError);
          }
        },
      ),
      { numRuns: runs(200) },
    ));

  it("does not keep an error answer, even one marked shared", async () => {
    const client = new ApiClient(
      async () => ({
        status: 404,
        headers: {},
        shared: {},
        body: JSON.stringify({
          errorDetails: [{ errorId: "PLP400", message: "not found" }],
          correlationId: "c",
          appId: null,
        }),
      }),
      {},
    );
    await expect(client.call(read, { params: { id: "x" } })).rejects.toThrow(ApiError);
  });
});

describe("bot-defence refusals (000 §4: a 403 with an appId)", () => {
  const ping = endpoint({
    method: "POST",
    path: "/ping",
    tag: "identity",
    summary: "test",
    response: z.object({}),
  });
  const refusing = (status: number, payload: unknown) =>
    new ApiClient(async () => ({ status, headers: {}, body: JSON.stringify(payload) }), {});
  const errorOf = async (client: ApiClient) =>
    client.call(ping).then(
      () => null,
      (e: unknown) => e,
    );

  it("keeps the appId and knows an AUT403 or a bare bot-defence block for a refusal", async () => {
    const catalogue = await errorOf(
      refusing(403, {
        errorDetails: [{ errorId: "AUT403", message: "robot" }],
        appId: "ridgeline-storefront",
        correlationId: "c1",
      }),
    );
    expect(catalogue).toBeInstanceOf(ApiError);
    expect((catalogue as ApiError).appId).toBe("ridgeline-storefront");
    expect(isBotDefenceRefusal(catalogue)).toBe(true);
    const block = await errorOf(refusing(403, { appId: "PX12345", blockScript: "/b.js" }));
    expect((block as ApiError).appId).toBe("PX12345");
    expect(isBotDefenceRefusal(block)).toBe(true);
  });

  it("does not take another 403, a 403 without an appId or another status for one", async () => {
    const forbidden = await errorOf(
      refusing(403, {
        errorDetails: [{ errorId: "AUT432", message: "no" }],
        appId: "ridgeline-storefront",
        correlationId: "c2",
      }),
    );
    expect(isBotDefenceRefusal(forbidden)).toBe(false);
    expect(isBotDefenceRefusal(await errorOf(refusing(403, { blocked: true })))).toBe(false);
    const other = await errorOf(
      refusing(400, {
        errorDetails: [{ errorId: "AUT403", message: "robot" }],
        appId: "ridgeline-storefront",
        correlationId: "c3",
      }),
    );
    expect(isBotDefenceRefusal(other)).toBe(false);
    expect(isBotDefenceRefusal(new Error("x"))).toBe(false);
  });
});
