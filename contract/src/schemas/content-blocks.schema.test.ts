import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentShapes } from "./content-blocks.schema";
import { RICH_TEXT_FIELDS } from "./content.values";

/** Every key under which `marker` stands in the shapes, at any depth. */
function keysHolding(
  schema: unknown,
  marker: z.ZodType,
  key = "",
  found = new Set<string>(),
): Set<string> {
  if (schema === marker) {
    found.add(key);
    return found;
  }
  if (!(schema instanceof z.ZodType)) return found;
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  if (schema instanceof z.ZodObject) {
    for (const [name, child] of Object.entries(schema.shape))
      keysHolding(child, marker, name, found);
    return found;
  }
  for (const inner of [def["innerType"], def["element"], def["valueType"], def["in"], def["out"]])
    keysHolding(inner, marker, key, found);
  for (const option of (def["options"] as unknown[] | undefined) ?? [])
    keysHolding(option, marker, key, found);
  return found;
}

describe("content shapes", () => {
  it("hold rich text only under the names RICH_TEXT_FIELDS lists", () => {
    const html = z.string().describe("html marker");
    const shapes = contentShapes({ text: z.string(), html, child: z.never() });
    const found = new Set<string>();
    for (const shape of Object.values(shapes)) keysHolding(shape, html, "", found);
    expect([...found].sort()).toEqual([...RICH_TEXT_FIELDS].sort());
  });
});
