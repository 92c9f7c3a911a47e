import { readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import { OPERATOR_TOKEN_HEADER, type ExperimentResultsView } from "@ridgeline/contract";
import { AppError } from "../platform/errors/app-error";
import { checkedDatafile, createExperimentsClient, DECIDE_OPTIONS } from "../modules/experiments";
import { loadConfig } from "../platform/config";
import { staffApi, staffLinkToken } from "./staff-api";
import type { withServices as WithServices } from "./with-services";

/** The store's services on the configured database, loaded only by a command that needs them. */
async function withServices(...args: Parameters<typeof WithServices>): Promise<void> {
  const { withServices: run } = await import("./with-services");
  await run(...args);
}

const USAGE = `npm run experiments -- <command> [options]

  validate [--dir D] [file ...]          check datafile files (seed/experiments by default)
  publish [--dir D] [file ...]           publish each file as the next revision of its SDK key
                                         (the file's name: seed/experiments/ridgeline-demo.json
                                         is SDK key ridgeline-demo)
  pause --sdk-key K <experiment>         stop an experiment (a new revision)
  resume --sdk-key K <experiment>        run it again
  results --sdk-key K <experiment>       exposures, conversions, lift and the sample-ratio check
  decide --sdk-key K --user ID [--attr NAME=VALUE ...] [flag ...]
                                         what a visitor gets from a running store's newest
                                         datafile (every flag, or those named), and why: read
                                         through the store's own client; no exposure recorded
  results-link [--minutes M]             a link to the operator's page (results, pause and
                                         resume, publish; an operator token valid
                                         M minutes, at most 60), for a running store

  --url ORIGIN   work through a running store's operator API (needed while the store runs on
                 the embedded database, which one process opens at a time); otherwise the
                 command opens the configured database itself
  --by NAME      who is recorded with what is published (default: your user name)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: "string" },
    "sdk-key": { type: "string" },
    minutes: { type: "string" },
    url: { type: "string" },
    by: { type: "string" },
    user: { type: "string" },
    attr: { type: "string", multiple: true },
    help: { type: "boolean" },
  },
});

const [command, ...args] = positionals;
const by = values.by ?? userInfo().username ?? "operator";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The datafile files named, or every `.json` of the directory. */
function files(): string[] {
  if (args.length > 0) return args.map((file) => resolve(file));
  const dir = resolve(values.dir ?? "seed/experiments");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(dir, name));
}

const sdkKeyOf = (file: string) => basename(file, ".json");

function read(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return fail(`${file}: ${error instanceof Error ? error.message : "cannot be read"}`);
  }
}

function needSdkKey(): string {
  const key = values["sdk-key"];
  if (!key || !/^[A-Za-z0-9_-]{1,64}$/.test(key))
    fail(`--sdk-key is required (letters, digits, - or _)\n\n${USAGE}`);
  return key;
}

/** The operator API of a running store, with an operator token minted from the secret. */
const api = (method: string, path: string, body?: unknown) =>
  staffApi(
    { origin: values.url ?? "", kind: "operator", header: OPERATOR_TOKEN_HEADER, by },
    method,
    path,
    body,
  );

const datafilePath = (sdkKey: string, rest = "") =>
  `/editor/experiments/v1/datafiles/${sdkKey}${rest}`;

function validate(): number {
  let problems = 0;
  for (const file of files()) {
    try {
      checkedDatafile(read(file));
      console.warn(`${file}: valid`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems += 1;
      for (const line of error.message.split("\n")) console.error(`${file}: ${line}`);
    }
  }
  return problems;
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

/** An experiment's results as lines of text (the page draws them). */
function printResults(view: ExperimentResultsView): void {
  const out = (line: string): void => {
    process.stdout.write(`${line}\n`);
  };
  out(`${view.sdkKey} ${view.experimentKey} (${view.status}) at ${view.at}`);
  if (view.results.state !== "computed") return out(`not computed: ${view.results.reason}`);
  const check = view.results.sampleRatio;
  out(
    check.state === "checked"
      ? `split: chi-square ${check.statistic.toFixed(2)}, p ${check.pValue.toPrecision(3)}${check.alarm ? "  SAMPLE RATIO MISMATCH" : ""}`
      : `split: ${check.state === "insufficient" ? "too few visitors to check" : check.reason}`,
  );
  for (const variation of view.results.variations) {
    if (variation.state !== "shown") {
      out(
        `  ${variation.key}: ${variation.state === "insufficient" ? `${variation.visitors} visitors, nothing shown before 8` : "not valid"}`,
      );
      continue;
    }
    const metrics = Object.entries(variation.metrics).map(([name, metric]) => {
      if (metric.state !== "shown") return `${name} not valid`;
      const lift = metric.lift;
      const shown =
        lift?.state === "shown"
          ? ` lift ${pct(lift.lift)} [${pct(lift.interval.lower)}, ${pct(lift.interval.upper)}]`
          : lift
            ? ` lift ${lift.state}`
            : "";
      return `${name} ${name === "revenue" ? (metric.value / 100).toFixed(2) : pct(metric.value)}${shown}`;
    });
    out(
      `  ${variation.key}${variation.isControl ? " (control)" : ""}: ${variation.visitors} visitors; ${metrics.join("; ")}`,
    );
  }
}

/** `--attr` values as the SDKs take them: true/false and whole numbers typed, else text. */
function attributesOf(pairs: readonly string[]): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at < 1) fail(`--attr ${pair}: expected NAME=VALUE`);
    const [name, text] = [pair.slice(0, at), pair.slice(at + 1)];
    attributes[name] =
      text === "true" || text === "false"
        ? text === "true"
        : /^-?\d{1,15}$/.test(text)
          ? Number(text)
          : text;
  }
  return attributes;
}

/** `decide`: the store's own client against a running store, printing each flag's answer. */
async function decide(): Promise<void> {
  const sdkKey = needSdkKey();
  const userId = values.user ?? fail(`--user is required\n\n${USAGE}`);
  const client = createExperimentsClient({
    sdkKey,
    host: values.url ?? loadConfig().publicOrigin,
    warn: (message) => console.warn(message),
  });
  try {
    await client.onReady({ timeout: 10_000 }).catch((error: unknown) => {
      throw new AppError("EXP404", {
        message: `${error instanceof Error ? error.message : String(error)} (is the store running at that address, and the SDK key published?)`,
      });
    });
    const user = client.createUserContext(userId, attributesOf(values.attr ?? []));
    const options = [DECIDE_OPTIONS.DISABLE_DECISION_EVENT, DECIDE_OPTIONS.INCLUDE_REASONS];
    const decisions = args.length > 0 ? user.decideForKeys(args, options) : user.decideAll(options);
    for (const decision of Object.values(decisions)) {
      const variables = Object.keys(decision.variables).length
        ? ` ${JSON.stringify(decision.variables)}`
        : "";
      process.stdout.write(
        `${decision.flagKey}: ${decision.enabled ? "on" : "off"}, ${decision.variationKey ?? "no variation"}${variables}\n  ${decision.reasons.join("\n  ")}\n`,
      );
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    fail(error.message);
  } finally {
    await client.close();
  }
}

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
  if (command === "results-link") {
    const minted = staffLinkToken({ kind: "operator", site: "*", sub: by }, values.minutes);
    if (!minted) fail("--minutes must be 1 to 60");
    const link = new URL("/ops/experiments", values.url ?? minted.publicOrigin);
    link.searchParams.set("operatorToken", minted.token);
    process.stdout.write(`${link.toString()}\n`);
    console.warn(
      `(valid ${minted.minutes} minutes; the page keeps it in a cookie, not in the address)`,
    );
    return;
  }
  if (command === "decide") return decide();
  const experiment = args[0];
  const status = command === "pause" ? "Paused" : "Running";
  if (["pause", "resume", "results"].includes(command) && !experiment) fail(USAGE);

  if (values.url) {
    switch (command) {
      case "publish":
        for (const file of files())
          console.warn(JSON.stringify(await api("PUT", datafilePath(sdkKeyOf(file)), read(file))));
        return;
      case "results":
        printResults(
          (await api(
            "GET",
            datafilePath(needSdkKey(), `/experiments/${experiment}/results`),
          )) as ExperimentResultsView,
        );
        return;
      case "pause":
      case "resume":
        console.warn(
          JSON.stringify(
            await api("POST", datafilePath(needSdkKey(), `/experiments/${experiment}/status`), {
              status,
            }),
          ),
        );
        return;
      default:
        fail(`Unknown command ${command}\n\n${USAGE}`);
    }
  }

  await withServices(async ({ experiments: { experiments } }) => {
    switch (command) {
      case "publish":
        for (const file of files()) {
          const published = await experiments.publish(sdkKeyOf(file), read(file), by);
          console.warn(`${published.sdkKey}: revision ${published.revision} published`);
        }
        return;
      case "results":
        printResults(await experiments.results(needSdkKey(), experiment ?? ""));
        return;
      case "pause":
      case "resume": {
        const published = await experiments.setStatus(needSdkKey(), experiment ?? "", status, by);
        console.warn(
          `${published.sdkKey}: revision ${published.revision}, ${experiment} ${status}`,
        );
        return;
      }
      default:
        fail(`Unknown command ${command}\n\n${USAGE}`);
    }
  });
}

await run();
