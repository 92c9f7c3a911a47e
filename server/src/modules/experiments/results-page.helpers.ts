// The operator's results page (issue 29): every experiment of a datafile, and one experiment's
// figures with the lift over time drawn, because people would rather look at it than read it.
// HTML built here, escaped; no script; the chart is SVG drawn on the server.
import type { ExperimentResultsView } from "@ridgeline/contract";
import { escapeHtml as esc } from "../../platform/mail/outbox-page";

type Computed = Extract<ExperimentResultsView["results"], { state: "computed" }>;
type Series = Computed["liftOverTime"][number];
type ShownVariation = Extract<Computed["variations"][number], { state: "shown" }>;
type ShownMetric = Extract<ShownVariation["metrics"]["purchase"], { state: "shown" }>;
type Lift = NonNullable<ShownMetric["lift"]>;

/** What the page says after an action: a success, or what went wrong. */
export interface PageNotice {
  kind: "ok" | "alarm";
  text: string;
}

export interface ResultsPageInput {
  sdkKey: string;
  experiments: readonly { key: string; status: string }[];
  selected: ExperimentResultsView | null;
  /** The newest revision's number, or null before any was published. */
  revision: number | null;
  notice: PageNotice | null;
  /** A datafile the operator pasted, shown again in the form after a check or a refusal. */
  pasted: string | null;
  /** The page's own path: its forms post under it. */
  action: string;
}

// A no-break space keeps each figure whole when the table is narrow.
const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}\u00a0%`;
const signed = (value: number) => `${value >= 0 ? "+" : "−"}${percent(Math.abs(value))}`;
const METRIC_NAMES = {
  "add-to-bag": "Add to bag",
  purchase: "Purchase",
  revenue: "Revenue / visitor",
};

function liftCell(lift: Lift | null): string {
  if (lift === null) return `<td class="muted">control</td>`;
  switch (lift.state) {
    case "shown": {
      const verdict = lift.excludesZero ? (lift.lift > 0 ? "better" : "worse") : "unclear";
      return `<td class="lift lift--${verdict}">${signed(lift.lift)}<br><small>95\u00a0%: ${signed(lift.interval.lower)} to ${signed(lift.interval.upper)}</small></td>`;
    }
    case "no-interval":
      return `<td class="muted">${signed(lift.lift)}<br><small>no interval yet</small></td>`;
    case "control-zero":
      return `<td class="muted">control at zero</td>`;
    case "insufficient":
      return `<td class="muted">too few visitors</td>`;
    default:
      return `<td class="muted">counts not valid (${esc(lift.reason)})</td>`;
  }
}

function table(results: Computed): string {
  const head = `<tr><th scope="col">Variation</th><th scope="col">Visitors</th>${(
    ["add-to-bag", "purchase", "revenue"] as const
  )
    .map((metric) => `<th scope="col">${METRIC_NAMES[metric]}</th><th scope="col">Lift</th>`)
    .join("")}</tr>`;
  const rows = results.variations.map((variation) => {
    const name = `<th scope="row">${esc(variation.key)}${variation.state === "shown" && variation.isControl ? " <small>(control)</small>" : ""}</th>`;
    if (variation.state !== "shown")
      return `<tr>${name}<td>${variation.state === "insufficient" ? variation.visitors : "–"}</td><td colspan="6" class="muted">Nothing is shown before 8 visitors.</td></tr>`;
    const cells = (["add-to-bag", "purchase", "revenue"] as const).map((metric) => {
      const result = variation.metrics[metric];
      if (result.state !== "shown") return `<td class="muted" colspan="2">not valid</td>`;
      const value =
        metric === "revenue" ? (result.value / 100).toFixed(2) : percent(result.value, 2);
      return `<td>${value}</td>${liftCell(result.lift)}`;
    });
    return `<tr>${name}<td>${variation.visitors}</td>${cells.join("")}</tr>`;
  });
  return `<div class="scroll"><table><thead>${head}</thead><tbody>${rows.join("")}</tbody></table></div>`;
}

function sampleRatio(results: Computed): string {
  const check = results.sampleRatio;
  if (check.state === "checked" && check.alarm)
    return `<p class="alarm" role="alert"><strong>Sample ratio mismatch.</strong> The visitors do not follow the planned split (chi-square ${check.statistic.toFixed(1)}, p = ${check.pValue.toExponential(1)}): something assigns or counts visitors unevenly. Do not trust the lift until it is found.</p>`;
  if (check.state === "checked")
    return `<p class="ok">The split follows the plan (p = ${check.pValue.toFixed(3)}).</p>`;
  if (check.state === "insufficient")
    return `<p class="muted">The split is checked once every variation expects 8 visitors.</p>`;
  return `<p class="alarm" role="alert">The split cannot be checked: ${esc(check.reason)}.</p>`;
}

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { left: 56, right: 16, top: 16, bottom: 32 };
const COLOURS = ["#1F3D2B", "#E4572E", "#6B6B6B", "#1E7B34"];

/** The purchase lift of each treatment by day, with its 95 % band and the zero line. */
function chart(series: readonly Series[]): string {
  const lines = series.filter((line) => line.metric === "purchase" && line.points.length > 0);
  if (lines.length === 0)
    return `<p class="muted">The chart starts on the first day both sides have 8 visitors.</p>`;
  const days = [...new Set(lines.flatMap((line) => line.points.map((point) => point.day)))].sort();
  const values = lines.flatMap((line) =>
    line.points.flatMap((point) => [point.interval.lower, point.interval.upper, 0]),
  );
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (day: string) =>
    PAD.left +
    (days.length === 1 ? 0.5 : days.indexOf(day) / (days.length - 1)) *
      (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = [...new Set([low, 0, high])]
    .map(
      (value) =>
        `<text x="${PAD.left - 6}" y="${y(value) + 4}" text-anchor="end">${signed(value)}</text>`,
    )
    .join("");
  const drawn = lines.map((line, index) => {
    const colour = COLOURS[index % COLOURS.length] ?? "#111111";
    const upper = line.points.map((point) => `${x(point.day)},${y(point.interval.upper)}`);
    const lower = line.points
      .map((point) => `${x(point.day)},${y(point.interval.lower)}`)
      .reverse();
    const path = line.points.map((point) => `${x(point.day)},${y(point.lift)}`).join(" ");
    return `<polygon points="${[...upper, ...lower].join(" ")}" fill="${colour}" fill-opacity="0.15"/><polyline points="${path}" fill="none" stroke="${colour}" stroke-width="2"/>${line.points
      .map((point) => `<circle cx="${x(point.day)}" cy="${y(point.lift)}" r="3" fill="${colour}"/>`)
      .join("")}`;
  });
  const first = days[0] ?? "";
  const last = days.at(-1) ?? "";
  const legend = lines
    .map(
      (line, index) =>
        `<li><span class="swatch swatch--${index % COLOURS.length}"></span>${esc(line.variation)}: ${signed(line.points.at(-1)?.lift ?? 0)} on ${esc(line.points.at(-1)?.day ?? "")}</li>`,
    )
    .join("");
  return `<figure><div class="scroll"><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="Purchase lift over the control by day, with its 95 % interval"><line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(0)}" y2="${y(0)}" class="zero"/>${ticks}<text x="${x(first)}" y="${HEIGHT - 8}" text-anchor="${days.length === 1 ? "middle" : "start"}">${esc(first)}</text>${days.length > 1 ? `<text x="${x(last)}" y="${HEIGHT - 8}" text-anchor="end">${esc(last)}</text>` : ""}${drawn.join("")}</svg></div><figcaption>Purchase lift over the control, day by day (shaded: 95 % interval).<ul class="legend">${legend}</ul></figcaption></figure>`;
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#111;background:#fff}
header{background:#1F3D2B;color:#fff;padding:16px 24px}
header h1{margin:0;font-size:20px;letter-spacing:.08em;text-transform:uppercase}
main{padding:24px;max-width:1200px;margin:0 auto}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px}
nav a{display:inline-block;padding:10px 14px;border:1px solid #D9D9D6;border-radius:4px;color:#111;text-decoration:none;min-height:24px}
nav a[aria-current]{border-color:#1F3D2B;background:#F5F5F3;font-weight:700}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;min-width:640px}
th,td{border-bottom:1px solid #D9D9D6;padding:8px;text-align:left;vertical-align:top;white-space:nowrap}
small{color:#6B6B6B}
.muted{color:#6B6B6B}
.lift--better{color:#1E7B34;font-weight:700}
.lift--worse{color:#B00020;font-weight:700}
.alarm{border:1px solid #B00020;color:#B00020;padding:12px;border-radius:4px}
.ok{color:#1E7B34}
.notice{border:1px solid currentColor;padding:12px;border-radius:4px;white-space:pre-line}
form.inline{margin:8px 0 16px}
button{font:inherit;min-height:44px;padding:8px 16px;border-radius:4px;border:1px solid #1F3D2B;background:#1F3D2B;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1F3D2B}
button:focus-visible,textarea:focus-visible,a:focus-visible{outline:2px solid #E4572E;outline-offset:2px}
textarea{box-sizing:border-box;width:100%;min-height:12rem;font:13px/1.4 ui-monospace,monospace;padding:8px;border:1px solid #6B6B6B;border-radius:4px}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
section.publish{margin-top:40px;border-top:1px solid #D9D9D6;padding-top:16px}
figure{margin:24px 0}
svg{width:100%;height:auto;min-width:560px;max-width:${WIDTH}px;font-size:12px}
svg .zero{stroke:#6B6B6B;stroke-dasharray:4 4}
svg text{fill:#6B6B6B}
.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:16px}
.swatch{display:inline-block;width:12px;height:12px;margin-right:6px;border-radius:2px}
${COLOURS.map((colour, index) => `.swatch--${index}{background:${colour}}`).join("\n")}
`;

/** Pause or resume the experiment shown: a new revision either way. */
function statusForm(selected: ExperimentResultsView, action: string): string {
  const running = selected.status === "Running";
  const next = running ? "Paused" : "Running";
  const label = running ? "Pause this experiment" : "Resume this experiment";
  return `<form class="inline" method="post" action="${esc(action)}/status"><input type="hidden" name="experiment" value="${esc(selected.experimentKey)}"><input type="hidden" name="status" value="${next}"><button type="submit"${running ? ' class="secondary"' : ""}>${label}</button></form>`;
}

/** Check or publish a datafile pasted in: the same checks as `npm run experiments -- publish`. */
function publishForm(input: ResultsPageInput): string {
  const revision =
    input.revision === null ? "Nothing is published yet." : `Revision ${input.revision} is live.`;
  return `<section class="publish" aria-labelledby="publish-title"><h2 id="publish-title">Publish a datafile</h2><p class="muted">${revision} A published datafile becomes the next revision; the store and the SDKs read it within minutes.</p><form method="post" action="${esc(input.action)}/datafile"><label for="datafile">Datafile (JSON)</label><textarea id="datafile" name="datafile" required spellcheck="false">${esc(input.pasted ?? "")}</textarea><div class="actions"><button type="submit" name="intent" value="validate" class="secondary">Check</button><button type="submit" name="intent" value="publish">Publish</button></div></form></section>`;
}

export function renderResultsPage(input: ResultsPageInput, styleNonce: string): string {
  const selected = input.selected;
  const notice = input.notice
    ? `<p class="notice ${input.notice.kind}" role="${input.notice.kind === "alarm" ? "alert" : "status"}">${esc(input.notice.text)}</p>`
    : "";
  const nav = input.experiments
    .map(
      (experiment) =>
        `<li><a href="?experiment=${encodeURIComponent(experiment.key)}"${selected?.experimentKey === experiment.key ? ' aria-current="page"' : ""}>${esc(experiment.key)} <small>${esc(experiment.status)}</small></a></li>`,
    )
    .join("");
  let body = `<p class="muted">This datafile has no experiments.</p>`;
  if (selected && selected.results.state === "computed")
    body = `<h2>${esc(selected.experimentKey)} <small>${esc(selected.status)}, as of ${esc(selected.at.slice(0, 16).replace("T", " "))} UTC</small></h2>${statusForm(selected, input.action)}${sampleRatio(selected.results)}${table(selected.results)}${chart(selected.results.liftOverTime)}`;
  else if (selected)
    body = `<p class="alarm" role="alert">Results cannot be computed: ${esc(selected.results.state === "invalid" ? selected.results.reason : "")}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Experiments: ${esc(input.sdkKey)}</title><style nonce="${esc(styleNonce)}">${STYLE}</style></head><body><header><h1>Experiments · ${esc(input.sdkKey)}</h1></header><main>${notice}<nav aria-label="Experiments"><ul>${nav}</ul></nav>${body}${publishForm(input)}</main></body></html>`;
}
