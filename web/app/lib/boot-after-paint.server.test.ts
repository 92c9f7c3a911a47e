import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_TYPE, bootAfterPaint } from "./boot-after-paint.server";
import { htmlStream } from "./html-stream.server";

/** A page as React Router's `<Scripts>` writes it, with text in several scripts. */
function page(nonce: string | null): string {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return [
    `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>`,
    `<link rel="modulepreload" href="/assets/entry.client-A1.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/framework-B2.js"/>`,
    `<link rel="stylesheet" href="/assets/root-C3.css"/></head>`,
    `<body><main><h1>Größe – Überblick ✓</h1><p>Wanderschuh für 129,95 €</p></main>`,
    `<script${n}>window.__reactRouterContext = {"basename":"/"};</script>`,
    `<script${n} type="module" async="">import "/assets/entry.client-A1.js";</script>`,
    `<script${n}>window.__reactRouterContext.streamController.enqueue("x");</script>`,
    `</body></html>`,
  ].join("");
}

async function streamed(html: string, cuts: number[]): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const { destination, body } = htmlStream();
  const reading = new Response(body).text();
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    destination.write(bytes.subarray(at, cut));
    at = cut;
    // Another turn of the event loop: the chunk leaves on its own.
    await new Promise((resolve) => setImmediate(resolve));
  }
  destination.end(bytes.subarray(at));
  return reading;
}

describe("the page's code starts after paint", () => {
  for (const nonce of [null, "n0nce"]) {
    it(`leaves out the preloads and runs the module after paint (${nonce ? "personal" : "kept"} page)`, () => {
      const html = bootAfterPaint(Buffer.from(page(nonce))).toString();
      expect(html).not.toContain("modulepreload");
      expect(html).not.toMatch(/<script[^>]* type="module"/);
      const attributes = nonce ? ` nonce="${nonce}"` : "";
      expect(html).toContain(
        `<script${attributes} type="${AFTER_PAINT_TYPE}">import "/assets/entry.client-A1.js";</script>`,
      );
      // Once, in React Router's first inline script; its stream's scripts are left alone.
      expect(html.match(/requestAnimationFrame/g)).toHaveLength(1);
      expect(html).toMatch(
        /<script[^>]*>\(function\(\)\{.*\}\)\(\);window\.__reactRouterContext = /,
      );
      expect(html).toContain('<link rel="stylesheet" href="/assets/root-C3.css"/>');
    });
  }

  it("gives the same page through the stream however React's writes cut it, characters included", async () => {
    const html = page("n0nce");
    const length = Buffer.byteLength(html);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          expect(await streamed(html, cuts)).toBe(bootAfterPaint(Buffer.from(html)).toString());
        },
      ),
      { numRuns: 200 },
    );
  });
});
