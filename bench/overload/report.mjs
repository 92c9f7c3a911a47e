/** overload-bench's summary: what was answered, shed and failed, and the health check. */
import { table } from "../lib/report.mjs";

/** The run as Markdown: requests per kind, /healthz during the load, late writes, failures. */
export function markdown(result) {
  const r = result.run;
  const row = (name, s) => [
    name,
    s.sent,
    s.answered,
    s.shed,
    s.failed,
    s.answeredPerSecond,
    s.p50Ms,
    s.p99Ms,
    s.maxMs,
    s.shedP99Ms,
  ];
  const out = [
    `## Overload: ${result.database}, ${result.date}`,
    "",
    `${result.settings.connections} connections (${result.settings.writers} adding to carts) for ` +
      `${result.settings.durationMs / 1000} s, after a 503: ${result.settings.after503}; ` +
      `commit ${result.git.commit ?? "?"}${result.git.dirty ? " + uncommitted changes" : ""}; ` +
      `load average ${result.loadAverage.before} before, ${result.loadAverage.after} after` +
      (Object.keys(result.settings.serverEnv).length
        ? `; server ${JSON.stringify(result.settings.serverEnv)}`
        : ""),
    "",
    table(
      [
        "Requests",
        "sent",
        "answered",
        "shed 503",
        "failed",
        "answered/s",
        "p50 ms",
        "p99 ms",
        "max ms",
        "503 p99 ms",
      ],
      [row("product page", r.productPage), row("add to cart", r.addToCart)],
    ),
    "",
    table(
      ["/healthz every 100 ms", "polls", "failed", "p50 ms", "p99 ms", "max ms"],
      [
        [
          "during the load",
          r.healthz.polls,
          r.healthz.failed,
          r.healthz.p50Ms,
          r.healthz.p99Ms,
          r.healthz.maxMs,
        ],
      ],
    ),
    "",
    `Late writes (cart lines written after their client gave up): ${r.addToCart.lateWrites} ` +
      `in ${r.addToCart.carts} carts.`,
  ];
  for (const [name, s] of [
    ["product page", r.productPage],
    ["add to cart", r.addToCart],
  ])
    if (s.errorSamples.length > 0)
      out.push("", `Failures, ${name}:`, ...s.errorSamples.map((e) => `- ${e}`));
  if (result.serverWarnings.length > 0)
    out.push(
      "",
      "Server warnings/errors (first 10):",
      ...result.serverWarnings.slice(0, 10).map((w) => `- ${w}`),
    );
  return out.join("\n");
}
