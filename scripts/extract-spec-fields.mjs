#!/usr/bin/env node
// Extracts the field names of spec 000 §3 (entities) and §7 (calls) into
// contract/spec-fields/000-fields.json, which contract/src/spec-fields.test.ts compares with the
// contract's zod schemas (issue 26 point 13). Run once when the spec changes:
//
//   node scripts/extract-spec-fields.mjs /path/to/000_<hash>.txt
//
// The spec is not in the repository; its lines are copied into the JSON (`line`) so a reviewer
// can check every parsed name against the sentence it came from. Parsing rules:
// - §7: each "METHOD[ and METHOD] /path (…)" of a bullet is a call; inside the brackets, parts
//   separated by ";" are body fields, except a part starting "query" (query fields) or
//   "response" (answer fields); "optional", "plus extras" and "array with" are dropped, and
//   "x with a, b" gives x and a, b (fields nested in x).
// - §3: "- Entity: a, b (c, d), e" gives a, b, b.c, b.d, e; "x or y" and "x/y" are
//   alternatives (written "x|y"); the brackets after the names in VALUE_LISTS hold values, not
//   fields, and words after a name ("main flag", "level ORDER/…") are descriptions.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const VALUE_LISTS = new Set(["approachType", "type", "channel", "payment_method_id", "calloutMsg"]);

/**
 * Calls whose bracket is prose the rules above cannot read: their fields, read by hand from the
 * quoted line (each with the words it comes from).
 */
const CALL_CORRECTIONS = {
  // "(Guest or Registered; authorizationCode, codeVerifier, guestObjects; optional orderNo, st, action postLogin)"
  "POST /token/v2/auth/token": {
    body: [
      "grantType",
      "authorizationCode",
      "codeVerifier",
      "guestObjects",
      "orderNo",
      "st",
      "action",
    ],
  },
  "POST /cart/v1/cart": { body: [] }, // "(empty body)"
  "POST /cart/v1/cartWithItem": { body: [], query: [] }, // "(query, body)": fields not named
  // "(query, body cartId, code)"; DELETE "(body)": the same body.
  "PUT /cart/v1/coupon": { body: ["cartId", "code"], query: [] },
  "DELETE /cart/v1/coupon": { body: ["cartId", "code"] },
  // "(array with phone, optional recaptcha_response; context, bid)": the POST's body; DELETE
  // removes the address and takes none.
  "DELETE /cart/v2/cart/{basketId}/shippingAddress": { body: [] },
  // "(payment_method_id plus extras; payment_instrument_id on delete)"
  "POST /cart/v1/cart/{basketId}/paymentInstruments": { body: ["payment_method_id"] },
  "DELETE /cart/v1/cart/{basketId}/paymentInstruments": { body: ["payment_instrument_id"] },
  // "(profile; optionally with loyalty summary; body consumerProfile with consumerDetails,
  // enrollments, subscriptions, preferences.interests)": GET reads, PUT and POST write.
  "GET /consumers-v3/consumer": { body: [] },
  "PUT /consumers-v3/consumer": {
    body: [
      "consumerProfile",
      "consumerDetails",
      "enrollments",
      "subscriptions",
      "preferences",
      "interests",
    ],
  },
  "POST /consumers-v3/consumer": {
    body: [
      "consumerProfile",
      "consumerDetails",
      "enrollments",
      "subscriptions",
      "preferences",
      "interests",
    ],
  },
  // "(body, query)": fields not named
  "POST /products/v1/products/{productId}/availability": { body: [] },
  // "(get: start, count; returns total, favoriteId, items; add: id, qty, itemType, favoriteId)"
  "GET /wishlists/v2/favorites": {
    body: [],
    query: ["start", "count"],
    response: ["total", "favoriteId", "items"],
  },
  "POST /wishlists/v2/favorites": { body: ["id", "qty", "itemType", "favoriteId"] },
  // "(start, count)" of a GET: its query.
  "GET /wishlists/v2/saveForLater": { body: [], query: ["start", "count"] },
  "GET /fapi/server/time": { response: ["timestamp"] }, // "(returns timestamp)"
};
const METHOD = "(?:GET|POST|PUT|PATCH|DELETE)";

const specPath = process.argv[2];
if (!specPath) {
  console.error("usage: node scripts/extract-spec-fields.mjs <spec 000 file>");
  process.exit(1);
}
const text = readFileSync(specPath, "utf8");
const sectionOf = (n) => {
  const start = text.indexOf(`\n## ${n}.`);
  const end = text.indexOf("\n## ", start + 1);
  return text.slice(start, end);
};

/** Splits on commas outside brackets. */
function splitTop(list, separators = ",") {
  const parts = [];
  let depth = 0;
  let current = "";
  for (const char of list) {
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    if (depth === 0 && separators.includes(char)) {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A §7 name phrase to field names ("paymentMethod with code" → paymentMethod, code). */
function callNames(phrase) {
  const cleaned = phrase
    .replace(/^optional /, "")
    .replace(/ plus extras$/, "")
    .replace(/^array with /, "")
    .replace(/=.*$/, "");
  return cleaned
    .split(/ with /)
    .map((name) => name.trim())
    .filter((name) => identifier.test(name));
}

function parseCalls() {
  const calls = [];
  for (const line of sectionOf(7)
    .split("\n")
    .filter((l) => l.startsWith("- "))) {
    const pattern = new RegExp(
      `(${METHOD}(?:(?:, | and )${METHOD})*) (/[^\\s;(]+)(?: \\(([^)]*)\\))?`,
      "g",
    );
    for (const match of line.matchAll(pattern)) {
      const methods = match[1].split(/, | and /);
      const body = [];
      const query = [];
      const response = [];
      const unparsed = [];
      for (const part of splitTop(match[3] ?? "", ";")) {
        const target = part.startsWith("query")
          ? query
          : part.startsWith("response")
            ? response
            : body;
        const rest = part.replace(/^(query|response)\b ?/, "");
        for (const phrase of splitTop(rest)) {
          const names = callNames(phrase);
          if (names.length === 0 && phrase) unparsed.push(phrase);
          target.push(...names);
        }
      }
      const path = match[2].replace(/[/.,]$/, "");
      if (!path.startsWith("/") || path.length < 2) continue;
      for (const method of methods) {
        const corrected = CALL_CORRECTIONS[`${method} ${path}`];
        calls.push({
          method,
          path,
          body,
          query,
          response,
          ...(corrected ? { ...corrected, unparsed: [] } : { unparsed }),
          line: line.slice(2),
        });
      }
    }
  }
  return calls;
}

/** A §3 field phrase to names: "totals (a, b)" → totals, totals.a, totals.b. */
function entityNames(phrase, prefix = "") {
  const bracket = phrase.indexOf("(");
  const fullHead = (bracket < 0 ? phrase : phrase.slice(0, bracket)).trim();
  // "shippingMethod with code": a name and the fields nested in it.
  const [head = "", ...withs] = fullHead.replace(/^optional /, "").split(" with ");
  const words = head.split(" ");
  // "id or addressId", "country/countryCode": alternatives; "main flag": a name and its words.
  const name = head.includes(" or ") ? head.split(" or ").join("|") : (words[0] ?? "");
  const alternatives = name.replace(/\//g, "|");
  if (!alternatives.split("|").every((n) => identifier.test(n.replace(/\.\w+/g, "")))) return [];
  const names = [prefix + alternatives];
  for (const nested of withs.flatMap((w) => w.split(/, | and /)))
    names.push(...entityNames(nested, `${prefix}${name}.`));
  // "id (basketId)": another name of the same field; "annualCap or annualCredit (employee, …)"
  // and the VALUE_LISTS: what the bracket says is about the values, not fields.
  if (bracket >= 0) {
    const inner = phrase.slice(bracket + 1, phrase.lastIndexOf(")"));
    if (identifier.test(inner.trim()) && name === "id") names[0] = `${prefix}id|${inner.trim()}`;
    else if (!VALUE_LISTS.has(name) && !head.includes(" or "))
      for (const part of splitTop(inner, ",;"))
        names.push(...entityNames(part, `${prefix}${name}.`));
  }
  return names;
}

function parseEntities() {
  const entities = [];
  for (const line of sectionOf(3)
    .split("\n")
    .filter((l) => l.startsWith("- "))) {
    const colon = line.indexOf(": ");
    const entity = line.slice(2, colon);
    const list = line.slice(colon + 2).replace(/\.$/, "");
    const fields = splitTop(list).flatMap((phrase) =>
      phrase.includes(".") && !phrase.includes(" ")
        ? [phrase]
        : entityNames(phrase.replace(/\.$/, "")),
    );
    entities.push({ entity, fields, line: line.slice(2) });
  }
  return entities;
}

const out = {
  source: "spec 000, §3 (entities) and §7 (calls)",
  madeBy: "node scripts/extract-spec-fields.mjs <spec 000 file>",
  calls: parseCalls(),
  entities: parseEntities(),
};
const target = join(
  dirname(fileURLToPath(import.meta.url)),
  "../contract/spec-fields/000-fields.json",
);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
console.warn(`${out.calls.length} calls, ${out.entities.length} entities → ${target}`);
