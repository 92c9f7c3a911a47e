import { parseArgs } from "node:util";
import { OPERATOR_TOKEN_HEADER, type VitalsSummary } from "@ridgeline/contract";
import { staffApi } from "./staff-api";
import { vitalsTable } from "../modules/vitals";

/**
 * `npm run vitals`: the 75th percentile of LCP, INP, CLS and TTFB per page template over the
 * last `--days` (28 by default), with each figure's count (issue 29, decision 0105).
 */
const USAGE = `npm run vitals -- [--days N] [--json] [--url ORIGIN]

  --days N       the window, 1 to 999 days back from now (default 28)
  --json         the figures as JSON instead of a table
  --url ORIGIN   ask a running store (needed while it runs on the embedded database, which one
                 process opens at a time), with an operator token minted from the configured
                 content secret; otherwise the command opens the configured database itself`;

const { values } = parseArgs({
  options: {
    days: { type: "string" },
    json: { type: "boolean" },
    url: { type: "string" },
    help: { type: "boolean" },
  },
});

if (values.help) {
  console.warn(USAGE);
} else {
  const days = values.days ?? "28";
  if (!/^[1-9]\d{0,2}$/.test(days)) {
    console.error(`--days must be a whole number from 1 to 999\n\n${USAGE}`);
    process.exit(2);
  }
  const print = (summary: VitalsSummary): void => {
    process.stdout.write(
      `${values.json ? JSON.stringify(summary, null, 2) : vitalsTable(summary)}\n`,
    );
  };
  if (values.url) {
    const call = {
      origin: values.url,
      kind: "operator",
      header: OPERATOR_TOKEN_HEADER,
      by: "cli",
    } as const;
    print((await staffApi(call, "GET", `/editor/vitals/v1/summary?days=${days}`)) as VitalsSummary);
  } else {
    // The whole store is loaded (seconds) only by a command that opens the database.
    const { withServices } = await import("./with-services");
    await withServices(async ({ vitals }) => print(await vitals.summary(Number(days))));
  }
}
