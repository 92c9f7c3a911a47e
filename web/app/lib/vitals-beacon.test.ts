import { MEASURE_BATCH_MAX } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { createVitalsBatch, type Reported } from "./vitals-beacon";

/** A batch whose beacons are kept, under a consent the test sets. */
function batchUnder(consent: { c0002: boolean }) {
  const sent: { url: string; measures: unknown[] }[] = [];
  const batch = createVitalsBatch({
    pageType: "Product Detail",
    locale: "en-gb",
    allowed: () => consent.c0002,
    send: (url, body) => {
      // The test reads the Blob's text through a fresh Response, as a server would.
      void new Response(body).json().then((json: { measureBatch: unknown[] }) => {
        sent.push({ url, measures: json.measureBatch });
      });
      return true;
    },
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { batch, sent, settled };
}

const metric = (name: Reported["name"], id: string, value = 100): Reported => ({
  name,
  value,
  rating: "good",
  id,
});

describe("the web-vitals beacon's batch", () => {
  it("sends what was measured in one beacon when the page is hidden, a metric again only changed", async () => {
    const { batch, sent, settled } = batchUnder({ c0002: true });
    batch.add(metric("TTFB", "t1", 80));
    batch.add(metric("LCP", "l1", 900));
    batch.add(metric("CLS", "c1", 0.01));
    batch.add(metric("CLS", "c1", 0.02)); // a later value of the same metric replaces it
    batch.add(metric("FCP", "f1")); // not one the store keeps
    batch.flush();
    // Hidden again (visibilitychange, then pagehide): nothing new, no second beacon.
    batch.flush();
    batch.add(metric("LCP", "l1", 900)); // already sent with this value: not again
    batch.flush();
    // Back on the tab, the page shifted more: the next hide sends the new CLS, alone.
    batch.add(metric("CLS", "c1", 0.02));
    batch.add(metric("CLS", "c1", 0.05));
    batch.flush();
    await settled();
    expect(sent).toEqual([
      {
        url: "/fapi/performance/ingest?locale=en-gb",
        measures: [
          { name: "TTFB", value: 80, rating: "good", pageType: "Product Detail", id: "t1" },
          { name: "LCP", value: 900, rating: "good", pageType: "Product Detail", id: "l1" },
          { name: "CLS", value: 0.02, rating: "good", pageType: "Product Detail", id: "c1" },
        ],
      },
      {
        url: "/fapi/performance/ingest?locale=en-gb",
        measures: [
          { name: "CLS", value: 0.05, rating: "good", pageType: "Product Detail", id: "c1" },
        ],
      },
    ]);
  });

  it("sends nothing without C0002, and drops what it measured rather than keeping it", async () => {
    const consent = { c0002: false };
    const { batch, sent, settled } = batchUnder(consent);
    batch.add(metric("LCP", "l1"));
    batch.flush();
    consent.c0002 = true; // a yes later sends only what is measured from then on
    batch.flush();
    batch.add(metric("INP", "i1", 40));
    batch.flush();
    await settled();
    expect(sent.map((beacon) => beacon.measures.length)).toEqual([1]);
    expect(sent[0]?.measures[0]).toMatchObject({ name: "INP", id: "i1" });
  });

  it("sends at most a batch's worth of measures in one beacon", async () => {
    const { batch, sent, settled } = batchUnder({ c0002: true });
    for (let index = 0; index < MEASURE_BATCH_MAX + 5; index += 1)
      batch.add(metric("LCP", `l${index}`));
    batch.flush();
    await settled();
    expect(sent[0]?.measures).toHaveLength(MEASURE_BATCH_MAX);
  });
});
