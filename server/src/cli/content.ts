import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import { staffApi, staffLinkToken } from "./staff-api";
import type { withServices as WithServices } from "./with-services";
import {
  checkDocument,
  contentDocumentsIn,
  contentSitesIn as sitesNamed,
  describeProblem,
  referenceProblems,
  referencesOf,
  type ContentProblem,
} from "../modules/content";

/**
 * The store's services on the configured database, loaded (the whole store, seconds) only by a
 * command that opens the database: one through a running store's `--url` never does.
 */
async function withServices(...args: Parameters<typeof WithServices>): Promise<void> {
  const { withServices: run } = await import("./with-services");
  await run(...args);
}

/** What "*" in a content file stands for: the demo's sites (seed/data/sites.json). */
const SITES = (
  JSON.parse(readFileSync(new URL("../../../seed/data/sites.json", import.meta.url), "utf8")) as {
    siteId: string;
  }[]
).map((site) => site.siteId);
const contentSitesIn = (dir: string) => sitesNamed(dir, SITES);

const USAGE = `npm run content -- <command> [options]

  validate [--dir D]                         check the content files (seed/content by default)
  import [--dir D] [--site S] [--publish]    save the files' documents as drafts (and publish)
  export [--site S] [--out D]                write the drafts to D/<site>.json
  publish --site S [id ...]                  publish drafts (no ids: every changed one)
  schedule --site S <id> [--publish-at T] [--unpublish-at T]
                                             publish the draft / unpublish at a time (ISO;
                                             "none" clears)
  rollback --site S <id> [--to N]            make version N (default: the one before) live
  versions --site S <id>                     the published versions, with who and when
  preview-link --site S [--path P] [--minutes M]
                                             a signed preview link (at most 60 minutes)

  --url ORIGIN   work through a running store's editor API (needed while the store runs on
                 the embedded database, which one process opens at a time); otherwise the
                 command opens the configured database itself
  --by NAME      who is recorded with what is published (default: your user name)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: "string" },
    out: { type: "string" },
    site: { type: "string" },
    publish: { type: "boolean" },
    "publish-at": { type: "string" },
    "unpublish-at": { type: "string" },
    to: { type: "string" },
    path: { type: "string" },
    minutes: { type: "string" },
    url: { type: "string" },
    by: { type: "string" },
    help: { type: "boolean" },
  },
});

const [command, ...args] = positionals;
const by = values.by ?? userInfo().username ?? "editor";
const dir = resolve(values.dir ?? "seed/content");

/** What a command answers goes to standard output, for a pipe or a file. */
function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function needSite(): string {
  if (!values.site || !/^[A-Z]{2}(?:-[A-Z]{2})?$/.test(values.site))
    fail(`--site is required and must look like US or CA-FR\n\n${USAGE}`);
  return values.site;
}

function report(problems: readonly ContentProblem[], site: string): void {
  for (const problem of problems) console.error(`${site}: ${describeProblem(problem)}`);
}

/** The files' problems for every site they name (or the one asked for). */
function validate(): number {
  const sites = values.site ? [values.site] : contentSitesIn(dir);
  let count = 0;
  for (const site of sites) {
    const documents = contentDocumentsIn(dir, site);
    const problems: ContentProblem[] = [];
    const graph = new Map<string, { field: string; to: string }[]>();
    for (const raw of documents) {
      const result = checkDocument(raw);
      if (result.document) graph.set(result.document.id, referencesOf(result.document));
      else problems.push(...result.problems);
    }
    problems.push(...referenceProblems([...graph.keys()], graph));
    report(problems, site);
    count += problems.length;
    if (problems.length === 0) console.warn(`${site}: ${documents.length} documents valid`);
  }
  return count;
}

/** The editor API of a running store, with an editor token minted from the content secret. */
const api = (method: string, path: string, body?: unknown) =>
  staffApi(
    { origin: values.url ?? "", kind: "editor", header: "x-editor-token", by },
    method,
    path,
    body,
  );

/** What the preview link needs of a site (GET /fapi/sites). */
interface SiteLocale {
  siteId: string;
  locale: string;
}

const editorPath = (site: string, rest = "") => `/editor/content/v1/sites/${site}${rest}`;

async function run(): Promise<void> {
  if (!command || values.help) {
    console.warn(USAGE);
    if (!command) process.exitCode = 2;
    return;
  }
  if (command === "validate") {
    if (validate() > 0) process.exitCode = 1;
    return;
  }
  if (command === "preview-link") {
    const site = needSite();
    const link = staffLinkToken({ kind: "preview", site, sub: by }, values.minutes);
    if (!link) fail("--minutes must be 1 to 60");
    const { token, minutes } = link;
    const origin = values.url ?? link.publicOrigin;
    const printLink = (locale: string | undefined) => {
      if (!locale) fail(`There is no site ${site}.`);
      const path = values.path ?? `/${locale}/content-preview`;
      const link = new URL(path, origin);
      link.searchParams.set("preview", "true");
      link.searchParams.set("previewToken", token);
      print(link.toString());
      console.warn(`(valid ${minutes} minutes, for site ${site} only)`);
    };
    // A running store's sites come from the store: its embedded database is open in its own
    // process, and a second process opening the same directory would corrupt it.
    if (values.url) {
      const answer = (await api("GET", "/fapi/sites")) as { sites: SiteLocale[] };
      printLink(answer.sites.find((one) => one.siteId === site)?.locale);
      return;
    }
    await withServices(async ({ site: sites }) => {
      printLink((await sites.listSites()).find((one) => one.siteId === site)?.locale);
    });
    return;
  }
  const site = command === "import" && !values.site ? null : needSite();
  const id = args[0];
  const date = (value: string | undefined) =>
    value === undefined ? undefined : value === "none" ? null : new Date(value);

  if (values.url) {
    switch (command) {
      case "import":
        for (const one of site ? [site] : contentSitesIn(dir)) {
          await api("PUT", editorPath(one, "/documents"), {
            documents: contentDocumentsIn(dir, one),
          });
          if (values.publish) await api("POST", editorPath(one, "/publish"), { ids: [] });
          console.warn(`${one}: imported${values.publish ? " and published" : ""}`);
        }
        return;
      case "export": {
        const answer = (await api("GET", editorPath(needSite(), "/documents"))) as {
          documents: unknown[];
        };
        writeExport(needSite(), answer.documents);
        return;
      }
      case "publish":
        print(JSON.stringify(await api("POST", editorPath(needSite(), "/publish"), { ids: args })));
        return;
      case "schedule":
        if (!id) fail(USAGE);
        await api("POST", editorPath(needSite(), `/documents/${id}/schedule`), {
          publishAt: values["publish-at"] === "none" ? null : values["publish-at"],
          unpublishAt: values["unpublish-at"] === "none" ? null : values["unpublish-at"],
        });
        console.warn(`${id}: scheduled`);
        return;
      case "rollback":
        if (!id) fail(USAGE);
        print(
          JSON.stringify(
            await api("POST", editorPath(needSite(), `/documents/${id}/rollback`), {
              version: values.to ? Number(values.to) : null,
            }),
          ),
        );
        return;
      case "versions":
        if (!id) fail(USAGE);
        print(
          JSON.stringify(
            await api("GET", editorPath(needSite(), `/documents/${id}/versions`)),
            null,
            2,
          ),
        );
        return;
      default:
        fail(`Unknown command ${command}\n\n${USAGE}`);
    }
  }

  await withServices(async ({ content }) => {
    switch (command) {
      case "import":
        for (const one of site ? [site] : contentSitesIn(dir)) {
          const saved = await content.write.save(one, contentDocumentsIn(dir, one), by);
          const published = values.publish ? await content.write.publish(one, [], by) : [];
          console.warn(`${one}: ${saved.length} saved, ${published.length} published`);
        }
        return;
      case "export":
        writeExport(needSite(), await content.write.drafts(needSite()));
        return;
      case "publish":
        print(JSON.stringify({ published: await content.write.publish(needSite(), args, by) }));
        return;
      case "schedule":
        if (!id) fail(USAGE);
        await content.write.schedule(
          needSite(),
          id,
          { publishAt: date(values["publish-at"]), unpublishAt: date(values["unpublish-at"]) },
          by,
        );
        console.warn(`${id}: scheduled`);
        return;
      case "rollback":
        if (!id) fail(USAGE);
        print(
          JSON.stringify({
            id,
            version: await content.write.rollback(
              needSite(),
              id,
              values.to ? Number(values.to) : null,
              by,
            ),
          }),
        );
        return;
      case "versions":
        if (!id) fail(USAGE);
        print(JSON.stringify(await content.write.versions(needSite(), id), null, 2));
        return;
      default:
        fail(`Unknown command ${command}\n\n${USAGE}`);
    }
  });
}

function writeExport(site: string, documents: readonly unknown[]): void {
  const out = resolve(values.out ?? "content-export");
  mkdirSync(out, { recursive: true });
  const file = join(out, `${site}.json`);
  writeFileSync(file, `${JSON.stringify({ sites: [site], documents }, null, 2)}\n`);
  console.warn(`${site}: ${documents.length} documents written to ${file}`);
}

await run();
