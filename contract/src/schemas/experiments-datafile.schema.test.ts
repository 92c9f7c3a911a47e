import { createInstance, createStaticProjectConfigManager } from "@optimizely/optimizely-sdk";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  expectEachRefused,
  flagRulesOf,
  pair,
  problemsOf,
  rulesOf,
  sampleDatafile,
  someRule,
  type Choices,
  type Mutation,
} from "./experiments-datafile.samples";
import { DATAFILE, type Datafile } from "./experiments-datafile.schema";
import { DATAFILE_VERSIONS } from "./experiments-datafile.values";

/** ~200 generated datafiles, the three versions in turn. */
const SAMPLES = Array.from({ length: 198 }, (_, index) =>
  sampleDatafile(index + 1, DATAFILE_VERSIONS[index % 3] ?? "4"),
);

/** The SDK's own check of a datafile (its JSON schema, which it runs only when given it). */
const sdkDist = path.dirname(createRequire(import.meta.url).resolve("@optimizely/optimizely-sdk"));
const sdkSchema: unknown = createRequire(import.meta.url)(
  path.join(sdkDist, "optimizely.json_schema_validator.min.js"),
);
function sdkValidate(datafile: unknown): boolean {
  const validate = (sdkSchema as { validate?: unknown }).validate;
  if (typeof validate !== "function") throw new Error("the SDK's JSON schema validator moved");
  return validate(datafile) === true;
}

/** Whether the SDK, given its JSON schema, starts on `datafile` and decides with it. */
async function sdkAccepts(datafile: string): Promise<boolean> {
  // The schema alone refuses most, without a client (a cheap answer for many damaged files).
  try {
    sdkValidate(JSON.parse(datafile));
  } catch {
    return false;
  }
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({
      datafile,
      jsonSchemaValidator: sdkValidate,
    }),
  });
  // A client that failed to start never finishes closing: it is left to the collector.
  const started = await client.onReady().then(
    () => true,
    () => false,
  );
  if (!started) return false;
  try {
    client.createUserContext("visitor-1", {})?.decideAll();
    return true;
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

type Place = (string | number)[];

/**
 * One place of each kind in a document, not inside condition trees:
 * the SDK's JSON schema does not look into those, and the mutations below do.
 */
function placeKinds(node: unknown, at: Place = [], kinds = new Map<string, Place>()) {
  if (typeof node !== "object" || node === null) return kinds;
  const entries: [string | number, unknown][] = Array.isArray(node)
    ? node.map((item, index) => [index, item])
    : Object.entries(node);
  for (const [key, child] of entries) {
    const place = [...at, key];
    // List indexes and visitor ids read as one.
    const kind = place
      .map((part, i) =>
        typeof part === "number" || place[i - 1] === "forcedVariations" ? "*" : part,
      )
      .join(".");
    if (kinds.has(kind)) continue;
    kinds.set(kind, place);
    if (key !== "conditions" && key !== "audienceConditions") placeKinds(child, place, kinds);
  }
  return kinds;
}

function get(document: unknown, place: Place): unknown {
  return place.reduce<unknown>(
    (node, part) => (node as Record<string | number, unknown>)[part],
    document,
  );
}

/** `document` with the value at `place` removed (`undefined`) or replaced. */
function damaged(document: unknown, place: Place, value: unknown): string {
  const copy = JSON.parse(JSON.stringify(document)) as unknown;
  let holder = copy as Record<string | number, unknown>;
  for (const part of place.slice(0, -1)) holder = holder[part] as Record<string | number, unknown>;
  const last = place[place.length - 1] ?? "";
  if (value === undefined) Reflect.deleteProperty(holder, last);
  else holder[last] = value;
  return JSON.stringify(copy);
}

describe("the Optimizely datafile schema (issue 29)", () => {
  it("accepts every generated datafile of versions 2, 3 and 4, with no problem", () => {
    for (const sample of SAMPLES)
      expect(problemsOf(JSON.parse(JSON.stringify(sample))), sample.version).toEqual([]);
  });

  it("hands the Optimizely SDK only datafiles it accepts, by its JSON schema and in use", async () => {
    for (const sample of SAMPLES) {
      const datafile = JSON.stringify(sample);
      const client = createInstance({
        projectConfigManager: createStaticProjectConfigManager({
          datafile,
          jsonSchemaValidator: sdkValidate,
        }),
      });
      await expect(client.onReady(), datafile).resolves.toBeUndefined();
      const decisions = client
        .createUserContext("visitor-1", { "Plan Tier": "gold", attr_1: 3 })
        ?.decideAll();
      expect(Object.keys(decisions ?? {}).sort()).toEqual(
        (sample.featureFlags ?? []).map(({ key }) => key).sort(),
      );
      await client.close();
    }
  });

  it("refuses whatever the SDK refuses: every kind of field removed or of another type", async () => {
    // One place of each kind among the first samples; a top-level field once per version.
    const kinds = new Map<string, [Datafile, Place]>();
    for (const sample of SAMPLES.slice(0, 30))
      for (const [kind, place] of placeKinds(sample)) {
        const key = place.length === 1 ? `${sample.version} ${kind}` : kind;
        if (!kinds.has(key)) kinds.set(key, [sample, place]);
      }
    let refusedBySdk = 0;
    // Removed (a field; a list's item becomes null) and of another type.
    for (const [kind, [sample, place]] of kinds)
      for (const value of [undefined, typeof get(sample, place) === "string" ? 12 : "x"]) {
        const text = damaged(sample, place, value);
        if (await sdkAccepts(text)) continue;
        refusedBySdk += 1;
        expect(problemsOf(JSON.parse(text)), `${kind} := ${value}`).not.toEqual([]);
      }
    expect(refusedBySdk).toBeGreaterThan(150);
  });

  it('refuses a version other than "2", "3" or "4", and a version written as a number', () => {
    const sample = JSON.parse(JSON.stringify(SAMPLES[0])) as Record<string, unknown>;
    for (const version of ["5", "1", "", "4.0", " 4", 4, 2, null, undefined, true]) {
      expect(problemsOf({ ...sample, version }), String(version)).toEqual([
        { path: "version", message: 'version must be "2", "3" or "4" (a string)' },
      ]);
    }
  });

  it("asks version 3 for anonymizeIP and version 4 for flags and rollouts too", () => {
    const [v2] = SAMPLES;
    const bare = { ...v2, featureFlags: undefined, rollouts: undefined, anonymizeIP: undefined };
    expect(problemsOf({ ...bare, version: "2" })).toEqual([]);
    expect(problemsOf({ ...bare, version: "3" }).map((p) => p.path)).toEqual(["anonymizeIP"]);
    expect(
      problemsOf({ ...bare, version: "4" })
        .map((p) => p.path)
        .sort(),
    ).toEqual(["anonymizeIP", "featureFlags", "rollouts"]);
  });

  it("bounds what it takes: ids, keys, texts, numbers, sizes and depths, and what odp needs", () => {
    const rich = SAMPLES.find(
      (sample) =>
        sample.version === "4" &&
        sample.experiments.length > 0 &&
        (sample.typedAudiences ?? []).length > 0 &&
        sample.featureFlags.some(({ variables }) => variables.length > 0),
    ) as Datafile;
    const f = (rich.featureFlags ?? []).findIndex(({ variables }) => variables.length > 0);
    const deep = (depth: number): unknown =>
      depth === 0
        ? { type: "custom_attribute", name: "plan", value: "x" }
        : ["or", deep(depth - 1)];
    const cases: [string, (d: Datafile) => void][] = [
      ["experiments[0].key", (d) => void Object.assign(d.experiments[0] ?? {}, { key: "my test" })],
      [
        "experiments[0].id",
        (d) => void Object.assign(d.experiments[0] ?? {}, { id: "1".repeat(129) }),
      ],
      [
        "experiments[0].status",
        (d) => void Object.assign(d.experiments[0] ?? {}, { status: "running" }),
      ],
      [
        "experiments[0].trafficAllocation",
        (d) =>
          void Object.assign(d.experiments[0] ?? {}, {
            trafficAllocation: [{ entityId: "", endOfRange: 1.5 }],
          }),
      ],
      [
        "experiments[0].forcedVariations",
        (d) =>
          void Object.assign(d.experiments[0] ?? {}, {
            forcedVariations: Object.fromEntries(
              Array.from({ length: 1001 }, (_, i) => [`v${i}`, "off"]),
            ),
          }),
      ],
      ["projectId", (d) => void Object.assign(d, { projectId: "12a" })],
      ["region", (d) => void Object.assign(d, { region: "APAC" })],
      ["attributes", (d) => void d.attributes.push({ id: "9", key: " padded" })],
      [
        `featureFlags[${f}].variables[0].defaultValue`,
        (d) =>
          void Object.assign(d.featureFlags?.[f]?.variables[0] ?? {}, {
            defaultValue: "x".repeat(65_537),
          }),
      ],
      [
        `featureFlags[${f}].variables[0].type`,
        (d) => void Object.assign(d.featureFlags?.[f]?.variables[0] ?? {}, { type: "float" }),
      ],
      [
        `featureFlags[${f}].variables[0].subType`,
        (d) =>
          void Object.assign(d.featureFlags?.[f]?.variables[0] ?? {}, {
            type: "boolean",
            defaultValue: "true",
            subType: "json",
          }),
      ],
      [
        "audiences[0].conditions",
        (d) => void Object.assign(d.audiences[0] ?? {}, { conditions: JSON.stringify(deep(11)) }),
      ],
      [
        "typedAudiences[0].conditions",
        (d) => void Object.assign(d.typedAudiences?.[0] ?? {}, { conditions: deep(11) }),
      ],
      [
        "integrations[0].publicKey",
        (d) =>
          void Object.assign(d, { integrations: [{ key: "odp", host: "https://odp.example" }] }),
      ],
      [
        "integrations[0].host",
        (d) =>
          void Object.assign(d, {
            integrations: [{ key: "odp", host: "ftp://odp.example", publicKey: "k" }],
          }),
      ],
    ];
    for (const [where, change] of cases) {
      const datafile = JSON.parse(JSON.stringify(rich)) as Datafile;
      change(datafile);
      const paths = problemsOf(datafile).map(({ path: at }) => at);
      expect(
        paths.some((at) => at.startsWith(where)),
        `${where} in ${paths.join(", ")}`,
      ).toBe(true);
    }
  });

  it("keeps the fields it does not know, as Optimizely's CDN writes them, for the SDK", () => {
    const sample = SAMPLES[2] as Datafile;
    const parsed = DATAFILE.parse({
      ...sample,
      variables: [],
      experiments: sample.experiments.map((rule) => ({ ...rule, type: "ab" })),
    });
    expect(parsed["variables"]).toEqual([]);
    expect(parsed.experiments.every((rule) => rule["type"] === "ab")).toBe(true);
  });
});

/** Makes a later item of `items` repeat an earlier one's `field`; the later one's path. */
function repeatField<T extends Record<string, unknown>>(
  items: T[],
  field: keyof T & string,
  at: (i: number) => string,
  choices: Choices,
) {
  const chosen = pair(choices, items.length);
  if (!chosen) return null;
  const [first, second] = chosen;
  const [a, b] = [items[first], items[second]];
  if (!a || !b) return null;
  b[field] = a[field];
  return `${at(second)}.${field}`;
}

/** Each kind of repeated id or key: the mutation, and what the message says. */
const MUTATIONS: Record<string, [Mutation, RegExp]> = {
  "an experiment id repeated across the top level, groups and rollouts": [
    (d, c) => {
      const rules = rulesOf(d);
      return repeatField(
        rules.map(({ rule }) => rule),
        "id",
        (i) => rules[i]?.path ?? "",
        c,
      );
    },
    /id ".+" is already/,
  ],
  "a variation id or key repeated within a rule": [
    (d, c) => {
      const placed = someRule(d, c);
      if (!placed) return null;
      const { rule, path: at } = placed;
      return repeatField(
        rule.variations,
        c.pick(["id", "key"] as const),
        (i) => `${at}.variations[${i}]`,
        c,
      );
    },
    /is already/,
  ],
  "a flag, event, attribute, audience or group id or key repeated": [
    (d, c) => {
      const lists: [Record<string, unknown>[], string, readonly string[]][] = [
        [d.featureFlags ?? [], "featureFlags", ["id", "key"]],
        [d.events, "events", ["id", "key"]],
        [d.attributes, "attributes", ["id", "key"]],
        [d.audiences, "audiences", ["id"]],
        [d.groups, "groups", ["id"]],
        [d.rollouts ?? [], "rollouts", ["id"]],
      ];
      const [items, name, fields] = c.pick(
        lists.filter(([items]) => items.length > 1).concat([[[], "", []]]),
      );
      return fields.length > 0
        ? repeatField(items, c.pick(fields), (i) => `${name}[${i}]`, c)
        : null;
    },
    /is already/,
  ],
  "a variable id or key repeated within a flag": [
    (d, c) => {
      const flags = d.featureFlags ?? [];
      const index = c.int(0, flags.length - 1);
      const flag = flags[index];
      return flag
        ? repeatField(
            flag.variables,
            c.pick(["id", "key"] as const),
            (i) => `featureFlags[${index}].variables[${i}]`,
            c,
          )
        : null;
    },
    /is already/,
  ],
  "a rule key repeated within one flag's rules": [
    (d, c) => {
      const own = flagRulesOf(d, c.int(0, (d.featureFlags ?? []).length - 1));
      return repeatField(
        own.map(({ rule }) => rule),
        "key",
        (i) => own[i]?.path ?? "",
        c,
      );
    },
    /key ".+" is already/,
  ],
  "an experiment no flag names, with another rule's key": [
    (d, c) => {
      const named = new Set((d.featureFlags ?? []).flatMap(({ experimentIds }) => experimentIds));
      const loose = rulesOf(d).filter(({ rule, inRollout }) => !inRollout && !named.has(rule.id));
      const others = rulesOf(d);
      if (loose.length === 0 || others.length < 2) return null;
      const target = c.pick(loose);
      target.rule.key = c.pick(others.filter(({ rule }) => rule !== target.rule)).rule.key;
      return `${target.path}.key`;
    },
    /no flag tells them apart/,
  ],
};

describe("each repeated id or key is refused, naming where (generated cases)", () => {
  for (const [kind, [mutate, message]] of Object.entries(MUTATIONS))
    it(kind, () => expectEachRefused(mutate, message));
});
