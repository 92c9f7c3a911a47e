import { ERROR_ENVELOPE_SCHEMA } from "@ridgeline/contract";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { envelope } from "./error-handler.plugin";

describe("a reservation's INV405 as the API answers it", () => {
  it("carries every short line with its missing units in the spec's envelope", () => {
    const outOfStock = [
      { upc: "0001", locationId: "online", missingQty: 2 },
      { upc: "0002", locationId: "store-7", missingQty: 1 },
    ];
    const request = { server: { appId: "ridgeline" }, correlationId: "c-1" } as FastifyRequest;
    const body = envelope(request, new AppError("INV405", { field: "lines", outOfStock }));
    expect(ERROR_ENVELOPE_SCHEMA.parse(body)).toEqual(body);
    expect(body.errorDetails).toEqual([
      expect.objectContaining({ errorId: "INV405", field: "lines", outOfStock }),
    ]);
  });

  it("leaves the detail of other errors as it was", () => {
    const request = { server: { appId: "ridgeline" }, correlationId: "c-2" } as FastifyRequest;
    const [detail] = envelope(request, new AppError("INV405", { field: "qty" })).errorDetails;
    expect(Object.keys(detail ?? {}).sort()).toEqual(["errorId", "field", "message"]);
  });
});
