import fc from "fast-check";

/** The parts of JSON Schema the contract's OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** A parameter of an operation in the OpenAPI document. */
export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header";
  schema: JsonSchema;
}

/** An operation of the OpenAPI document, as far as generated requests need it. */
export interface OpenApiOperation {
  parameters: OpenApiParameter[];
  requestBody?: { content: { "application/json": { schema: JsonSchema } } };
}

/** Known-good values from the seeded database, so some requests get past "not found". */
export type SeedValues = Record<string, readonly string[]>;

/** Characters the store must refuse: controls, line breaks, lone surrogates. */
const BAD_CHARS = [
  "\u0000",
  "\u0001",
  "\u001b",
  "\u007f",
  "\u0085",
  "\t",
  "\n",
  "\r\n",
  "\u2028",
  "\ud800",
  "\udfff",
];
/** Characters it must survive: BOM, bidi, zero-width, astral, quotes and SQL or URL syntax. */
const ODD_CHARS = [
  "\ufeff",
  "\ufffd",
  "\uffff",
  "\u202e",
  "\u200b",
  "😀",
  "é",
  "ß",
  "İ",
  "'",
  '"',
  "\\",
  "%",
  "%00",
  "_",
  "*",
  "<",
  "&",
  ";",
  "/",
  "..",
  " ",
];
const NASTY_CHAR = fc.oneof(fc.constantFrom(...BAD_CHARS), fc.constantFrom(...ODD_CHARS));

const CLEAN_UNIT = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(..."abcxyzABCXYZ0189 -.@_") },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
);
const NASTY_UNIT = fc.oneof(CLEAN_UNIT, NASTY_CHAR);

/** Text of any length up to `max`: mostly clean, sometimes with bad or unusual characters. */
export const text = (min = 0, max = 40): fc.Arbitrary<string> => {
  const length = { minLength: min, maxLength: Math.max(min, max) };
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: CLEAN_UNIT, ...length }) },
    { weight: 1, arbitrary: fc.string({ unit: NASTY_UNIT, ...length }) },
  );
};

const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom("x", "\u0000", "é", "\ud800"))
  .map(([length, tail]) => "x".repeat(length) + tail);

function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
}

/** A value of the wrong kind for whatever field it lands in. */
export const BAD_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -2147483649,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    5e-324,
    "",
    " ",
    "null",
    "-1",
    "1e999",
    "9".repeat(400),
    "NaN",
    [],
    {},
    [null],
    { "": 1 },
    { constructor: { prototype: 1 } },
  ),
  text(1, 30),
  hugeString,
  fc.array(text(), { maxLength: 4 }),
  fc.dictionary(text(1, 10), text(), { maxKeys: 3 }),
  fc
    .tuple(fc.integer({ min: 10, max: 3_000 }), fc.boolean())
    .map(([depth, asArray]) => nested(depth, asArray)),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A plausible value for a field named `name`, where the schema alone says too little. */
function hintFor(name: string, seeds: SeedValues): fc.Arbitrary<string> | null {
  const seeded = seeds[name];
  if (seeded && seeded.length > 0) return fc.constantFrom(...seeded);
  if (/email|username|recipient/i.test(name)) return fc.emailAddress();
  if (/birthDate/.test(name)) {
    const dates = { min: new Date("1900-01-01"), max: new Date("2030-12-31"), noInvalidDate: true };
    return fc.date(dates).map((date) => date.toISOString().slice(0, 10));
  }
  if (/password|secret/i.test(name)) return text(8, 40);
  return null;
}

function stringFor(schema: JsonSchema, name: string, seeds: SeedValues): fc.Arbitrary<string> {
  const plain = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : text(schema.minLength ?? 0, Math.min(schema.maxLength ?? 60, 300));
  const hint = hintFor(name, seeds);
  const fitting = hint
    ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: plain })
    : plain;
  // One odd character in an otherwise fitting value is what gets past the schema to the data.
  const spoilt = fc.tuple(fitting, NASTY_CHAR, fc.nat()).map(([value, char, at]) => {
    const cut = at % (value.length + 1);
    return value.slice(0, cut) + char + value.slice(cut);
  });
  return fc.oneof({ weight: 4, arbitrary: fitting }, { weight: 1, arbitrary: spoilt });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  // The bounds themselves and just outside them are where off-by-one bugs live.
  return fc.oneof({ weight: 4, arbitrary: inRange }, fc.constantFrom(min, max, min - 1, max + 1));
}

function objectFor(schema: JsonSchema, depth: number, seeds: SeedValues): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const value = near(property, key, depth + 1, seeds);
    return fc.tuple(fc.constant(key), fc.double({ min: 0, max: 1, noNaN: true }), value);
  });
  const extras = fc.oneof(
    { weight: 12, arbitrary: fc.constant([] as [string, unknown][]) },
    fc.array(fc.tuple(text(1, 12), BAD_VALUE), { maxLength: 2 }),
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([entries, extra]) => {
    const result: Record<string, unknown> = {};
    for (const [key, roll, value] of entries) {
      // A required field is sometimes missing, an optional one often absent.
      const presence = required.has(key) ? 0.95 : 0.5;
      if (roll < presence) result[key] = value;
    }
    for (const [key, value] of extra) result[key] = value;
    return result;
  });
}

/** A value that fits `schema`, as far as a generator can tell from JSON Schema alone. */
function valid(
  schema: JsonSchema,
  name: string,
  depth: number,
  seeds: SeedValues,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valid(choice, name, depth, seeds)));
  if (schema.allOf?.[0]) return valid(schema.allOf[0], name, depth, seeds);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringFor(schema, name, seeds);
    case "integer":
      return numberFor(schema, true);
    case "number":
      return numberFor(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(near(schema.items ?? {}, name, depth + 1, seeds), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object":
      return objectFor(schema, depth, seeds);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly a fitting value, sometimes a wrong one: requests get deep before something breaks. */
export function near(
  schema: JsonSchema,
  name: string,
  depth: number,
  seeds: SeedValues,
): fc.Arbitrary<unknown> {
  if (depth > 6) return BAD_VALUE;
  return fc.oneof(
    { weight: 12, arbitrary: valid(schema, name, depth, seeds) },
    { weight: 1, arbitrary: BAD_VALUE },
  );
}

/** Percent-encodes text for a URL, lone surrogates included (as the bytes a client might send). */
export function encodeComponent(value: string): string {
  let encoded = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase()
        : encodeURIComponent(char);
  }
  return encoded;
}

/** Raw URL pieces no encoder produces: broken escapes, overlong UTF-8, encoded slashes. */
export const RAW_URL_PIECE = fc.constantFrom(
  "%",
  "%E0%A4%A",
  "%FF",
  "%C0%AF",
  "%ED%A0%80",
  "%2F",
  "%2e%2e",
  "..",
  "%00",
  "%0D%0A",
  "+",
  "%20",
  "a%",
);

/** A query or path value as text: repeated keys for arrays, JSON for objects. */
export function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
