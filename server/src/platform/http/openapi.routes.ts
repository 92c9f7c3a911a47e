import { ENDPOINTS, ERROR_ENVELOPE_SCHEMA, HEADERS, type Endpoint } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" });
}

function operation(endpoint: Endpoint) {
  const params = jsonSchema(endpoint.params, "input") as { properties?: Record<string, unknown> };
  const query = jsonSchema(endpoint.query, "input") as { properties?: Record<string, unknown> };
  const parameters = [
    ...Object.entries(params.properties ?? {}).map(([name, schema]) => ({
      name,
      in: "path",
      required: true,
      schema,
    })),
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: "query",
      schema,
    })),
    { name: HEADERS.accessKey, in: "header", required: true, schema: { type: "string" } },
  ];
  const hasBody = !endpoint.body.safeParse(undefined).success || endpoint.method !== "GET";
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    parameters,
    ...(hasBody && endpoint.method !== "GET"
      ? {
          requestBody: {
            content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses: {
      [endpoint.status]: {
        description: "OK",
        content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
      },
      default: {
        description: "An error from the catalogue",
        content: { "application/json": { schema: jsonSchema(ERROR_ENVELOPE_SCHEMA, "output") } },
      },
    },
  };
}

/** The OpenAPI document, generated from the contract's endpoints. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS as readonly Endpoint[]) {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}");
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return { openapi: "3.1.0", info: { title: "Ridgeline storefront API", version: "1" }, paths };
}

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument();
  app.get("/openapi.json", async () => document);
}
