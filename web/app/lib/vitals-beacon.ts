import {
  INGEST_MEASURES_PATH,
  MEASURE_BATCH_MAX,
  type Measure,
  type PageType,
  type VitalName,
  type VitalRating,
} from "@ridgeline/contract";
import { onCLS, onINP, onLCP, onTTFB } from "web-vitals";

/**
 * The web-vitals beacon (issue 29, decision 0105): LCP, INP, CLS and TTFB as Google's
 * `web-vitals` measures them in this browser, kept until the page is hidden and then sent in one
 * beacon to `POST /fapi/performance/ingest` (000 §7 `measureBatch`). A metric is sent again
 * only when its value changed: CLS and INP may grow after a shopper comes back to the tab, and
 * the store keeps a page's latest figure (the library reports them again at the next hide). Loaded
 * after the page has loaded (lib/page-view.ts), never with a first screen. Sent only while the
 * page allows C0002 (performance and analytics); what was measured before is then dropped.
 */

/** What the library reports of a metric (its `Metric`, as far as the beacon reads it). */
export interface Reported {
  name: VitalName | "FCP";
  value: number;
  rating: VitalRating;
  id: string;
}

export interface VitalsBatch {
  /** Keeps a metric's newest value until the next flush. */
  add(metric: Reported): void;
  /** Sends what is kept and not yet sent, in one beacon, if the page allows it now. */
  flush(): void;
}

/** Sends a body to a URL as the page goes away; false when the browser would not take it. */
export type SendBeacon = (url: string, body: Blob) => boolean;

export function createVitalsBatch(options: {
  pageType: PageType;
  locale: string;
  /** Whether the page allows C0002 now (its consent may have changed since it loaded). */
  allowed: () => boolean;
  send: SendBeacon;
}): VitalsBatch {
  const kept = new Map<string, Measure>();
  /** The value each metric was last sent with. */
  const sent = new Map<string, number>();
  return {
    add({ name, value, rating, id }) {
      if (name === "FCP" || sent.get(id) === value) return;
      kept.set(id, { name, value, rating, pageType: options.pageType, id });
    },
    flush() {
      const measures = [...kept.values()].slice(0, MEASURE_BATCH_MAX);
      kept.clear();
      // Dropped, not kept for later, without consent: nothing measured waits for a yes.
      if (measures.length === 0 || !options.allowed()) return;
      for (const measure of measures) sent.set(measure.id, measure.value);
      const body = new Blob([JSON.stringify({ measureBatch: measures })], {
        type: "application/json",
      });
      options.send(`${INGEST_MEASURES_PATH}?locale=${options.locale}`, body);
    },
  };
}

/** The browser's beacon, or a fetch that outlives the page where there is none. */
const browserBeacon: SendBeacon = (url, body) => {
  if (navigator.sendBeacon?.(url, body)) return true;
  void fetch(url, { method: "POST", body, keepalive: true }).catch(() => undefined);
  return true;
};

/**
 * Starts measuring this page load (its template `pageType`) and sends the figures when the page
 * is hidden (`visibilitychange`) or left (`pagehide`, where a browser skips the other); not in
 * a browser driven by automation.
 */
export function measureVitals(pageType: PageType, locale: string): VitalsBatch | null {
  // A browser driven by automation (a test, a crawler, a monitor) is no shopper: its figures
  // would only blur the shoppers' (and every journey would write them).
  if (navigator.webdriver) return null;
  const batch = createVitalsBatch({
    pageType,
    locale,
    allowed: () => globalThis.__rlConsent?.includes("C0002") === true,
    send: browserBeacon,
  });
  // The library reports CLS and INP as the page is hidden, from listeners it adds in the
  // capture phase on `window`: they run before the flush below, which listens on `document`.
  for (const watch of [onLCP, onINP, onCLS, onTTFB]) watch((metric) => batch.add(metric));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") batch.flush();
  });
  addEventListener("pagehide", () => batch.flush());
  return batch;
}
