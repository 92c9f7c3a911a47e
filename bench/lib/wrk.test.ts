import { describe, expect, it } from "vitest";
import { parseWrk } from "./wrk.mjs";

const REPORT = `Running 5s test @ http://127.0.0.1:3000/en-us
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   812.33us  301.12us  12.05ms   93.10%
    Req/Sec    24.70k     1.02k   26.31k    82.00%
  Latency Distribution
     50%  750.00us
     75%    0.90ms
     90%    1.10ms
     99%    2.31ms
  122934 requests in 5.00s, 1.71GB read
  Non-2xx or 3xx responses: 3
  Socket errors: connect 0, read 1, write 0, timeout 2
Requests/sec:  24586.80
Transfer/sec:    349.82MB
`;

describe("wrk's report", () => {
  it("gives req/s, p50 and p99 in ms, the total, non-2xx answers and errors", () => {
    expect(parseWrk(REPORT)).toEqual({
      rps: 24586.8,
      p50: 0.75,
      p99: 2.31,
      requests: 122934,
      non2xx: 3,
      errors: 3,
    });
  });

  it("reads seconds and a report without errors", () => {
    const slow = REPORT.replace("99%    2.31ms", "99%    1.20s")
      .replace(/\n\s+Non-2xx.*\n/, "\n")
      .replace(/\n\s+Socket errors.*\n/, "\n");
    expect(parseWrk(slow)).toMatchObject({ p99: 1200, non2xx: 0, errors: 0 });
  });
});
