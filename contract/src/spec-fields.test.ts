import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Endpoint } from "./endpoint";
import { ENDPOINTS } from "./endpoints";

// Every field spec 000 names in §3 (entities) and §7 (calls) against the contract (issue 26
// point 13), by walking the zod schemas rather than by eye. The spec's names were extracted
// once into contract/spec-fields/000-fields.json by scripts/extract-spec-fields.mjs (which says
// how, and which lines were read by hand). A spec field the contract does not accept or answer
// fails here unless EXCEPTIONS gives the reason it cannot apply.

interface SpecCall {
  method: string;
  path: string;
  body: string[];
  query: string[];
  response: string[];
  unparsed: string[];
  line: string;
}
interface SpecEntity {
  entity: string;
  fields: string[];
  line: string;
}
const SPEC = JSON.parse(
  readFileSync(join(import.meta.dirname, "../spec-fields/000-fields.json"), "utf8"),
) as { calls: SpecCall[]; entities: SpecEntity[] };

/** Every object key anywhere inside a zod schema (through arrays, unions, pipes, wrappers). */
export function keysOf(schema: z.ZodType, seen = new Set<unknown>()): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    switch (def["type"]) {
      case "object":
        for (const [key, value] of Object.entries(def["shape"] as Record<string, unknown>)) {
          keys.add(key);
          walk(value);
        }
        walk(def["catchall"]);
        return;
      case "array":
        return walk(def["element"]);
      case "union":
        return (def["options"] as unknown[]).forEach(walk);
      case "intersection":
        walk(def["left"]);
        return walk(def["right"]);
      case "pipe":
        walk(def["in"]);
        return walk(def["out"]);
      case "record":
        return walk(def["valueType"]);
      case "tuple":
        return (def["items"] as unknown[]).forEach(walk);
      case "lazy":
        return walk((def["getter"] as () => unknown)());
      default:
        walk(def["innerType"]);
    }
  };
  walk(schema);
  return keys;
}

/** `/cart/v1/cart/{basketId}` and `/cart/v1/cart/:basketId` alike. */
const shapeOf = (path: string) =>
  path
    .replace(/\{[^}]+\}/g, ":")
    .replace(/:[A-Za-z]+/g, ":")
    .toLowerCase();

const endpointOf = (method: string, path: string): Endpoint | undefined =>
  (ENDPOINTS as readonly Endpoint[]).find(
    (candidate) => candidate.method === method && shapeOf(candidate.path) === shapeOf(path),
  );

/** `a|b`: either name; `a.b.c`: the last name, found anywhere in the schema. */
const present = (keys: ReadonlySet<string>, field: string) =>
  field.split("|").some((name) => keys.has(name.split(".").at(-1) ?? name));

/**
 * Spec fields that cannot apply to this store's contract, each with its reason. Keys are
 * "METHOD path part field" for calls and "Entity field" for §3.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  // §7 calls
  "POST /cart/v2/cart/{basketId}/shippingAddress body context":
    "the spec names it without saying what it holds; the store's address call needs no context",
  "POST /cart/v2/cart/{basketId}/shippingAddress body bid":
    "a buy-in-store session travels in the session (decision 0036), not in each body",
  // §3 entities
  "Consumer profile consumerDetails.address": "answered as consumerDetails.addresses (a list)",
  "Consumer profile consumerDetails.identity": "answered as consumerDetails.identities (a list)",
  "Consumer profile consumerDetails.identity.types":
    "'identity list with types': each of consumerDetails.identities has its type",
  "Cart item attributes.colour":
    "'colour and size options with id, label, …': the options are attributes' entries",
  "Address subscriptions.newsletterConsent":
    "a newsletter consent given with an address is a subscription (POST …/subscription), kept apart from the address",
  "PUT /consumers-v3/consumer body enrollments":
    "joining loyalty completes an enrolment: POST /consumers-v3/consumer takes it; PUT changes details",
  "PUT /consumers-v3/consumer body subscriptions":
    "consents complete an enrolment (POST) or change through …/subscription; PUT changes details",
  "Cart flash": "the cart answers notifications; flash messages belong to the placement's answer",
  "Cart wishlists": "favourites are their own call (GET /wishlists/v2/favorites), not the bag's",
  "Country list entry phone": "'optional phone mask': answered as phoneMask",
};

/** Calls of §7 the store does not serve, with the reason. */
const CALLS_NOT_SERVED: Readonly<Record<string, string>> = {
  "GET /,": "the user-generated-media service is an outside host",
  "POST /media/{mediaId}/reports": "the user-generated-media service is an outside host",
};

/**
 * Where each §3 entity is answered (or, for the sign-up payload, accepted): endpoints by
 * "METHOD path" and the part ("response" or "body").
 */
type Home = readonly [string, "response" | "body", ...string[]];
const ENTITY_HOMES: Readonly<Record<string, readonly Home[]>> = {
  "Consumer profile": [["GET /consumers-v3/consumer", "response"]],
  Subscription: [["GET /consumers-v3/consumer/subscription", "response"]],
  Address: [
    ["GET /consumers-v3/consumer/address", "response", "addresses"],
    ["GET /cart/v1/cart/:basketId", "response", "billingAddress"],
  ],
  Spend: [["GET /consumers-v3/consumer", "response"]],
  "Buy-in-store session": [["POST /consumers-v3/consumer/agent/login", "response"]],
  Cart: [["GET /cart/v1/cart/:basketId", "response"]],
  "Cart item": [["GET /cart/v1/cart/:basketId", "response", "items"]],
  "Out-of-stock detail": [["GET /cart/v1/cart/:basketId", "response", "outOfStockDetails"]],
  "Payment instrument": [
    ["GET /consumers-v3/consumer/payment_instruments", "response", "payment_instruments"],
  ],
  "Saved for later": [["GET /wishlists/v2/saveForLater", "response"]],
  Favorites: [["GET /wishlists/v2/favorites", "response"]],
  Order: [
    ["PUT /cart/v2/checkout/order", "response"],
    ["GET /consumers-v3/consumer/purchase/:orderId", "response"],
  ],
  Loyalty: [["GET /consumers-v3/consumer/loyalty/vouchers", "response"]],
  Auth: [["POST /token/v2/auth/token", "response"]],
  "Approaching promotion": [["GET /cart/v1/cart/:basketId", "response", "approachingPromotions"]],
  "Country list entry": [["GET /consumers-v3/utilities/countryList", "response"]],
  "Recommendation item": [["GET /products/v1/widgetRecommendations", "response"]],
  "Sign-up payload": [["POST /consumers-v3/auth/signup", "body"]],
};

/** §3 lines that are not fields of an answer or a body, with the reason. */
const ENTITIES_NOT_ANSWERED: Readonly<Record<string, string>> = {
  "Analytics product record": "the page's analytics data layer, not an API answer",
  "Consent categories": "cookie-consent category ids, not fields",
  "Other path identifiers": "path parameters, checked with each call's path",
};

/** The schema under `key` of an object schema, through arrays and wrappers. */
function childOf(schema: z.ZodType, key: string): z.ZodType {
  let node: unknown = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = (node as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def["type"] === "object") {
      const child = (def["shape"] as Record<string, z.ZodType>)[key];
      if (!child) throw new Error(`no ${key} in the schema`);
      return child;
    }
    node = def["innerType"] ?? def["element"] ?? def["in"];
  }
  throw new Error(`no object schema holding ${key}`);
}

/** The keys an entity's home answers: of the endpoint's part, under `path` when given. */
function keysAt(home: string, part: "response" | "body", path: readonly string[] = []) {
  const [method = "", route = ""] = home.split(" ");
  const found = endpointOf(method, route);
  if (!found) throw new Error(`the contract has no ${home}`);
  return keysOf(path.reduce<z.ZodType>((schema, key) => childOf(schema, key), found[part]));
}

const homeKeys = (homes: readonly Home[]) =>
  new Set(homes.flatMap(([home, part, ...path]) => [...keysAt(home, part, path)]));

describe("spec 000 §7: every call's fields against the contract", () => {
  it("was extracted from the spec (the data file is not empty)", () => {
    expect(SPEC.calls.length).toBeGreaterThan(60);
    expect(SPEC.entities.length).toBeGreaterThan(15);
  });

  const served = SPEC.calls.filter((call) => !CALLS_NOT_SERVED[`${call.method} ${call.path}`]);
  it.each(served.map((call) => [`${call.method} ${call.path}`, call] as const))(
    "%s accepts and answers the fields the spec names",
    (_name, call) => {
      const found = endpointOf(call.method, call.path);
      expect(found, `the contract has no ${call.method} ${call.path}`).toBeDefined();
      if (!found) return;
      expect(call.unparsed, `"${call.line}" needs reading by hand`).toEqual(
        call.unparsed.filter((phrase) => phrase === "gift options"),
      );
      const missing: string[] = [];
      for (const [part, fields] of [
        ["body", call.body],
        ["query", call.query],
        ["response", call.response],
      ] as const) {
        const keys = keysOf(found[part]);
        for (const field of fields) {
          const key = `${call.method} ${call.path} ${part} ${field}`;
          if (!present(keys, field) && !EXCEPTIONS[key]) missing.push(`${part} ${field}`);
        }
      }
      expect(missing, call.line).toEqual([]);
    },
  );

  it("accepts the gift options the spec names on POST /cart/v1/item", () => {
    expect([...keysOf(endpointOf("POST", "/cart/v1/item")?.body ?? ({} as z.ZodType))]).toEqual(
      expect.arrayContaining(["giftOption", "to", "email", "message"]),
    );
  });
});

describe("spec 000 §3: every entity's fields against the answers that carry it", () => {
  const answered = SPEC.entities.filter((entity) => !ENTITIES_NOT_ANSWERED[entity.entity]);
  it.each(answered.map((entity) => [entity.entity, entity] as const))(
    "%s: every field is answered",
    (_name, entity) => {
      const homes = ENTITY_HOMES[entity.entity];
      expect(homes, `where is "${entity.entity}" answered?`).toBeDefined();
      const keys = homeKeys(homes ?? []);
      const missing = entity.fields.filter(
        (field) => !present(keys, field) && !EXCEPTIONS[`${entity.entity} ${field}`],
      );
      expect(missing, entity.line).toEqual([]);
    },
  );

  it("keeps no exception for a field the contract now has (stale reasons mislead)", () => {
    const stale = Object.keys(EXCEPTIONS).filter((key) => {
      const entity = SPEC.entities.find((candidate) => key.startsWith(`${candidate.entity} `));
      if (entity) {
        const field = key.slice(entity.entity.length + 1);
        return present(homeKeys(ENTITY_HOMES[entity.entity] ?? []), field);
      }
      const [method = "", path = "", part = "", field = ""] = key.split(" ");
      const found = endpointOf(method, path);
      return found !== undefined && present(keysOf(found[part as "body"]), field);
    });
    expect(stale).toEqual([]);
  });
});
