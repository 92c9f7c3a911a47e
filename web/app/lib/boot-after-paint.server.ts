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

const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/g;
/** How React Router's first inline script begins (its later ones feed its stream). */
const CONTEXT_SCRIPT = "window.__reactRouterContext = ";

/** The page's HTML (or a part of it, cut between tags) with its code started after paint. */
export function bootAfterPaint(html: string): string {
  return html
    .replace(PRELOAD, "")
    .replace(MODULE_SCRIPT, `<script$1 type="${AFTER_PAINT_TYPE}">`)
    .replace(CONTEXT_SCRIPT, `${BOOT}${CONTEXT_SCRIPT}`);
}

/**
 * Where a stream of HTML may be cut so that neither a tag nor the text after one is split:
 * after its last `>`. Answers the length of the part that may go now.
 */
export function wholeTagsLength(text: string): number {
  return text.lastIndexOf(">") + 1;
}
