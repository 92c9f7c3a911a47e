import { z } from "zod";

// In a browser, zod's first object schema tries `new Function` to compile faster parsers. The
// shop's Content-Security-Policy refuses it, and the refused try is reported as a violation on
// every page (decision 0034). Browsers parse with the plain parsers; the server keeps the fast.
if ("window" in globalThis) z.config({ jitless: true });
