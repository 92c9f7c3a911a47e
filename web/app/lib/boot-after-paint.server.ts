/**
 * The browser starts on the page's JavaScript once it has painted the page (decision 0092).
 *
 * React Router's `<Scripts>` names every module of the page as a `modulepreload` in the head
 * and loads them from an inline module script: on a phone's connection those downloads start
 * with the document's and share its bandwidth with the stylesheet and the main picture, which
 * the first paint waits for (Lighthouse's first paint counted every request started before
 * it). Every page works without JavaScript (forms and links are real), so the page is shown
 * first and made interactive a moment later: the preloads are left out, the module script
 * becomes a data block of the same text (`text/x-after-paint`), and a few lines put before
 * React Router's first inline script run that text as a module script after the first frame
 * (or after `AFTER_PAINT_FALLBACK_MS`, in a tab that draws no frames). The new script carries
 * the data block's nonce on a personal page; a kept page's policy allows it by its hash,
 * which is the data block's (`inlineHashes` hashes every inline script).
 */

/** When a tab draws no frame (hidden), the page's code starts anyway after this long. */
export const AFTER_PAINT_FALLBACK_MS = 300;

export const AFTER_PAINT_TYPE = "text/x-after-paint";

const BOOT = `(function(){var d=document,started=0;function go(){var b=d.querySelector('script[type="${AFTER_PAINT_TYPE}"]');if(!b||started)return;started=1;var s=d.createElement("script");s.type="module";if(b.nonce)s.nonce=b.nonce;s.textContent=b.textContent;d.head.appendChild(s)}function later(){var once=0;function fire(){if(!once){once=1;setTimeout(go,0)}}requestAnimationFrame(fire);setTimeout(fire,${AFTER_PAINT_FALLBACK_MS})}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",later);else later()})();`;

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const MODULE_TYPE = Buffer.from(' type="module" async="">');
const DATA_TYPE = Buffer.from(` type="${AFTER_PAINT_TYPE}">`);
/** How React Router's first inline script begins (its later ones feed its stream). */
const CONTEXT_SCRIPT = Buffer.from("window.__reactRouterContext = ");
const BOOT_BYTES = Buffer.from(BOOT);
const HEAD_END = Buffer.from("</head>");
const TAG_END = 0x3e; // ">"

/**
 * The page's HTML (or a part of it, cut after a tag) with its code started after paint. Worked
 * on as bytes, found with `indexOf` and put together from slices: a page is 50–140 kB,
 * rendered often, and decoding it to a string and back cost more than the rendering's last
 * step did.
 */
export function bootAfterPaint(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  // The preloads are in the head (React hoists them there), each up to its `>`; a part of the
  // page without the head's end is searched whole.
  const headEnd = html.indexOf(HEAD_END);
  const head = headEnd >= 0 ? html.subarray(0, headEnd) : html;
  for (let at = head.indexOf(PRELOAD); at >= 0; at = head.indexOf(PRELOAD, from)) {
    const end = html.indexOf(TAG_END, at);
    if (end < 0) break;
    parts.push(html.subarray(from, at));
    from = end + 1;
  }
  // React Router's scripts close the body.
  const context = html.indexOf(CONTEXT_SCRIPT, from);
  if (context >= 0) {
    parts.push(html.subarray(from, context), BOOT_BYTES);
    from = context;
  }
  const module = html.indexOf(MODULE_TYPE, from);
  if (module >= 0) {
    parts.push(html.subarray(from, module), DATA_TYPE);
    from = module + MODULE_TYPE.length;
  }
  if (parts.length === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * Where a stream of HTML may be cut so that neither a tag nor the text after one is split:
 * after its last `>` (an ASCII byte, never inside a character). Answers the length of the
 * part that may go now.
 */
export function wholeTagsLength(html: Buffer): number {
  return html.lastIndexOf(TAG_END) + 1;
}
