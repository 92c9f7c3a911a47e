import { CONTENT_STORAGE_KEYS } from "@ridgeline/contract";

/**
 * Bars a shopper closed for good (the promo bar's `promoBarClosed`, the benefit bar's
 * `benefitBarClosed`, 001 §4) are kept in the browser, which a page kept for everyone cannot
 * know. Their code hid them once it came, after the first paint: a returning shopper saw each
 * bar and then the page jump up under it. A few lines in the head now mark the page before
 * anything is drawn (`<html data-closed="promo-bar benefit-bar">`) and the bars' stylesheets
 * hide a closable bar so marked; the code still takes it out when it comes. The server hands
 * the script to the page's head (`HeadScriptContext`); the browser's bundle never carries it.
 */
export const CLOSED_ATTRIBUTE = "data-closed";

/** The mark of each bar, by the key its closed flag is stored under. */
export const CLOSED_BARS: Readonly<Record<string, string>> = {
  [CONTENT_STORAGE_KEYS.promoBarClosed]: "promo-bar",
  [CONTENT_STORAGE_KEYS.benefitBarClosed]: "benefit-bar",
};

/** The head's script: storage it cannot read (a blocked or sandboxed page) marks nothing. */
export const CLOSED_BARS_SCRIPT = `(function(){try{var s=window.localStorage,m=[],k=${JSON.stringify(
  CLOSED_BARS,
)};for(var n in k)if(s.getItem(n)==="true")m.push(k[n]);if(m.length)document.documentElement.setAttribute(${JSON.stringify(
  CLOSED_ATTRIBUTE,
)},m.join(" "))}catch(e){}})();`;
