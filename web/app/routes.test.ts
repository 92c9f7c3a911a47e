import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "./routes";

const APP = dirname(fileURLToPath(import.meta.url));

/** The names a module exports at its top level (`default` for its default export). */
function exportsOf(file: string): Set<string> {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(APP, file), "utf8"),
    ts.ScriptTarget.Latest,
  );
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
      continue;
    }
    if (ts.isExportAssignment(statement)) names.add("default");
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword))
      names.add("default");
    else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name
    )
      names.add(statement.name.text);
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
  }
  return names;
}

const layout = routes.find((entry) => entry.path === ":locale");
const below = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...below(entry.children ?? [])]);
// A page renders something (a default export); a resource route (robots.txt, suggest) does not.
const pages = [...new Set(below(layout?.children ?? []).map((entry) => entry.file))].filter(
  (file) => exportsOf(file).has("default"),
);

describe("the pages under /{locale}", () => {
  it("are found in routes.ts", () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pages).toContain("features/product/product.route.tsx");
  });

  it.each(pages)(
    "%s exports an ErrorBoundary, so its errors keep the shop's header and footer",
    (file) => {
      expect(exportsOf(file).has("ErrorBoundary")).toBe(true);
    },
  );
});

describe("exportsOf", () => {
  it("tells a module with a boundary from one without", () => {
    expect(exportsOf("features/shell/not-found.route.tsx")).toEqual(
      new Set(["loader", "default", "ErrorBoundary"]),
    );
    expect(exportsOf("features/catalog/suggest.route.ts").has("default")).toBe(false);
    expect(exportsOf("root.tsx").has("ErrorBoundary")).toBe(true);
    expect(exportsOf("ui/ErrorPage.tsx").has("ErrorBoundary")).toBe(false);
  });
});
