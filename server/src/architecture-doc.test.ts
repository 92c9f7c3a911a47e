import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AREAS } from "./app";

// docs/architecture.md's tables of areas and events are what a newcomer reads first: they are
// compared here with the areas' definitions and the events' publishers, so they cannot drift.
const SERVER_SRC = dirname(fileURLToPath(import.meta.url));
const DOC = readFileSync(join(SERVER_SRC, "../../docs/architecture.md"), "utf8");

/** The rows of the first table under a `## heading`, as trimmed cells. */
function tableUnder(heading: string): string[][] {
  const start = DOC.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "## ${heading}"`);
  const lines = DOC.slice(start).split("\n").slice(2);
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2); // the header and its rule
}

const listed = (cell: string) =>
  cell
    .replace(/\([^)]*\)/g, "") // what a listener does, in brackets
    .split(",")
    .map((name) => name.replace(/`/g, "").trim())
    .filter(Boolean)
    .sort();

/** Each area's listeners: `listens` only builds closures, so empty stand-ins are enough. */
const listensTo = (area: (typeof AREAS)[number]): string[] =>
  area.listens ? Object.keys(area.listens({} as never, {} as never, {} as never)).sort() : [];

/** Event names of the catalogue's interfaces (DomainEvents, PassingEvents). */
function catalogueEvents(): string[] {
  const source = readFileSync(join(SERVER_SRC, "platform/events/event-catalogue.ts"), "utf8");
  const names: string[] = [];
  for (const [, body = ""] of source.matchAll(/export interface \w+Events \{([\s\S]*?)\n\}/g))
    for (const [, name = ""] of body.matchAll(/^ {2}(\w+): /gm)) names.push(name);
  return names.sort();
}

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The areas whose code publishes (or emits, for passing events) the event. */
function publishersOf(event: string): string[] {
  const modules = join(SERVER_SRC, "modules");
  const call = new RegExp(`\\.(publish\\(\\s*\\w+,|emit\\()\\s*"${event}"`);
  return readdirSync(modules)
    .filter((area) => statSync(join(modules, area)).isDirectory())
    .filter((area) =>
      sourcesOf(join(modules, area)).some((file) => call.test(readFileSync(file, "utf8"))),
    )
    .sort();
}

describe("docs/architecture.md", () => {
  it("lists every area of AREAS, with what it needs and the events it listens to", () => {
    const documented = tableUnder("The areas").map(([name = "", , needs = "", listens = ""]) => ({
      name: name.replace(/`/g, ""),
      needs: listed(needs),
      listens: listed(listens),
    }));
    const built = AREAS.map((area) => ({
      name: area.name,
      needs: Object.keys(area.needs).sort(),
      listens: listensTo(area),
    }));
    expect(documented.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      built.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it("lists every event of the catalogue once, with its publisher and its listeners", () => {
    const documented = tableUnder("Events").map(
      ([event = "", publisher = "", , listeners = ""]) => ({
        event: event
          .replace(/`/g, "")
          .replace(/\(.*\)/, "")
          .trim(),
        publishers: listed(publisher),
        listeners: listed(listeners),
      }),
    );
    const actual = catalogueEvents().map((event) => ({
      event,
      publishers: publishersOf(event),
      listeners: AREAS.filter((area) => listensTo(area).includes(event))
        .map((area) => area.name)
        .sort(),
    }));
    expect(documented.sort((a, b) => a.event.localeCompare(b.event))).toEqual(
      actual.sort((a, b) => a.event.localeCompare(b.event)),
    );
  });
});
