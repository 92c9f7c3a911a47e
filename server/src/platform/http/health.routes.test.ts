// databases: pglite, postgres — behaviour that differs by database (db.kind, waiting queries, the adapter)
import { ENDPOINTS } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /healthz", () => {
  it("answers 200 while the process runs, uncached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("GET /readyz", () => {
  it("answers 200 with the kind of database it reached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ready",
      database: t.db.kind,
      load: { shedding: false, inFlight: 0, waiting: { completes: 0, writes: 0, browsing: 0 } },
    });
    expect(["pglite", "postgres"]).toContain(t.db.kind);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  describe("when the database is gone", () => {
    let closed: TestApp;
    beforeAll(async () => {
      closed = await createTestApp();
      await closed.db.close();
    });
    afterAll(async () => {
      await closed?.close();
    });

    it("answers 503 so the load balancer stops sending traffic", async () => {
      const response = await closed.app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: "unavailable", database: closed.db.kind });
    });

    it("still answers /healthz: the process itself is alive", async () => {
      expect((await closed.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    });
  });
});

describe("GET /openapi.json", () => {
  interface OpenApiDocument {
    openapi: string;
    paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>>;
  }

  it("lists every contract endpoint with its method, and nothing else", async () => {
    const response = await t.app.inject({ method: "GET", url: "/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);

    const expected = ENDPOINTS.map(
      (endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, "{$1}")}`,
    );
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual([...expected].sort());

    for (const endpoint of ENDPOINTS) {
      const operation =
        document.paths[endpoint.path.replace(/:(\w+)/g, "{$1}")]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.summary);
      expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status));
    }
  });

  it("describes path parameters and the access key header", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<
        string,
        Record<string, { parameters: { name: string; in: string; required?: boolean }[] }>
      >;
    };
    const parameters = document.paths["/cart/v1/cart/{basketId}"]?.["get"]?.parameters ?? [];
    expect(parameters).toContainEqual(
      expect.objectContaining({ name: "basketId", in: "path", required: true }),
    );
    expect(parameters).toContainEqual(
      expect.objectContaining({ name: "x-api-key", in: "header", required: true }),
    );
  });
});
