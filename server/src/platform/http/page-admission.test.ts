import { HEADERS } from "@ridgeline/contract";
import type { FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageAdmission } from "./web-handler.routes";

/** The route tree of a web build, as much of it as the admission reads. */
function build(): ServerBuild {
  const route = (id: string, path: string | undefined, parentId?: string, handle?: unknown) => ({
    id,
    path,
    parentId,
    index: false,
    module: { handle },
  });
  return {
    routes: {
      root: route("root", "", undefined),
      locale: route("locale", ":locale", "root"),
      category: route("category", "c/:slug", "locale"),
      cart: route("cart", "cart", "locale"),
      confirmation: route("confirmation", "order-confirmation", "locale", {
        admission: "completes",
      }),
    },
  } as unknown as ServerBuild;
}

const ask = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers }) as unknown as FastifyRequest;

describe("a page request's place in the line (decision 0080)", () => {
  const admission = pageAdmission(build());

  it("admits first the data right after a form action and the pages that finish a purchase", () => {
    const after = { [HEADERS.afterAction]: "1" };
    expect(admission(ask("GET", "/en-us/cart.data?_routes=root", after))).toBe("completes");
    expect(admission(ask("GET", "/en-us/order-confirmation?orderNo=X"))).toBe("completes");
    expect(admission(ask("GET", "/en-us/order-confirmation.data"))).toBe("completes");
    expect(admission(ask("GET", "/__manifest?p=%2Fen-us"))).toBe("exempt");
  });

  it("leaves a navigation's data, a page load and a form's action to their method", () => {
    expect(admission(ask("GET", "/en-us/c/men-1000.data"))).toBeNull();
    expect(admission(ask("GET", "/en-us/cart"))).toBeNull();
    expect(admission(ask("POST", "/en-us/cart.data", { [HEADERS.afterAction]: "1" }))).toBeNull();
    expect(admission(ask("GET", "/en-us/cart.data", { [HEADERS.afterAction]: "yes" }))).toBeNull();
  });
});
