/**
 * Writes a benchmark's figures into its own section of bench/README.md, between
 * `<!-- name:start -->` and `<!-- name:end -->`, adding the section under `heading` the first
 * time; the file is formatted as `npm run lint` checks it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as prettier from "prettier";
import { ROOT } from "./build.mjs";

export async function writeReadmeSection(name, heading, body) {
  const file = join(ROOT, "bench", "README.md");
  const readme = readFileSync(file, "utf8");
  const section = `<!-- ${name}:start -->\n${body}\n<!-- ${name}:end -->`;
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const text = marked.test(readme)
    ? readme.replace(marked, () => section)
    : `${readme.trimEnd()}\n\n## ${heading}\n\n${section}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
