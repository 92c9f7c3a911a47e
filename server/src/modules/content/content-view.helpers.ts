import type { ContentDocument } from "@ridgeline/contract";
import type { ContentRow } from "./content.tables";

/**
 * Which state of the documents an answer shows (decision 0093):
 * - `publish`: what is live at `at` (now), schedules applied as they fall due, so a scheduled
 *   change shows at its time even before the schedule job has written it down;
 * - `draft`: every document's latest draft (preview mode without a time);
 * - `preview-at`: what will be live at `at` (preview mode with `previewDateTime`).
 */
export type ContentView =
  { kind: "publish"; at: number } | { kind: "draft" } | { kind: "preview-at"; at: number };

/** A document as `at` will see it: published, then its schedule's events in time order. */
export function liveAt(row: ContentRow, at: number): ContentDocument | null {
  const events: { time: number; document: ContentDocument | null }[] = [];
  if (row.publish_at && row.scheduled)
    events.push({ time: row.publish_at.getTime(), document: row.scheduled });
  if (row.unpublish_at) events.push({ time: row.unpublish_at.getTime(), document: null });
  events.sort((a, b) => a.time - b.time);
  let document = row.published;
  for (const event of events) if (event.time <= at) document = event.document;
  return document;
}

export function documentIn(row: ContentRow, view: ContentView): ContentDocument | null {
  return view.kind === "draft" ? row.draft : liveAt(row, view.at);
}

/** The moments a site's documents change by schedule, in order (for the answers' keys). */
export function scheduleTimes(rows: Iterable<ContentRow>): number[] {
  const times = new Set<number>();
  for (const row of rows) {
    if (row.publish_at) times.add(row.publish_at.getTime());
    if (row.unpublish_at) times.add(row.unpublish_at.getTime());
  }
  return [...times].sort((a, b) => a - b);
}

/**
 * A key under which answers of one view stay the same: the number of schedule moments passed
 * (publish and preview-at), so a kept answer is dropped the moment a schedule falls due.
 */
export function viewKey(view: ContentView, times: readonly number[]): string {
  if (view.kind === "draft") return "draft";
  let passed = 0;
  while (passed < times.length && (times[passed] ?? Infinity) <= view.at) passed += 1;
  return `${view.kind}:${passed}`;
}
