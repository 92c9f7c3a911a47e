import { CONSENT_CATEGORIES, CONSENT_COOKIES, type ConsentCategoryId } from "@ridgeline/contract";
import { CONSENT_CHOSEN_ATTRIBUTE, CONSENT_GLOBAL, consentModeOf } from "./consent-change";

/**
 * Before any tag can run (issue 29): the page's head puts the categories the server decided for
 * this page where the browser's code reads them (`window.__rlConsent`, consent-change.ts), pushes
 * Google Consent Mode v2's defaults for them into the data layer (an EMEA site before a choice:
 * everything denied), marks `<html data-consent-banner>` (the banner lies over the foot of the
 * viewport only where a script can answer it) and `data-consent-chosen` when the shopper's
 * cookies hold a choice, so a kept
 * page's banner is hidden before it is drawn (as closed-bars.server.ts does for the bars). The
 * server writes it; the browser's bundle never carries it.
 */
export function consentHeadScript(allowed: readonly ConsentCategoryId[]): string {
  const defaults = { ...consentModeOf(allowed), wait_for_update: 500 };
  const cookie = (name: string) => `/(?:^|;\\s*)${name}=([^;]*)/`;
  const known = `/^(?:${CONSENT_CATEGORIES.join("|")})$/`;
  // The choice is read as the server reads it (contract `consentChoiceOf` after the cookie's
  // value is decoded): `groups` of the decoded value, every known category 0 or 1, at least
  // one; so the banner is hidden exactly when the server took the cookie for a choice.
  return (
    `(function(){var w=window;w.${CONSENT_GLOBAL}=${JSON.stringify(allowed)};` +
    `w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};` +
    `w.gtag("consent","default",${JSON.stringify(defaults)});` +
    `var h=document.documentElement;h.setAttribute("data-consent-banner","");` +
    `try{var c=document.cookie,m=${cookie(CONSENT_COOKIES.consent)}.exec(c),v,g,n=0,i,p;` +
    `if(!m||!${cookie(CONSENT_COOKIES.closed)}.test(c))return;v=decodeURIComponent(m[1]);` +
    `g=v.length<4097&&new URLSearchParams(v).get("groups");if(!g)return;g=g.split(",");` +
    `for(i=0;i<g.length;i++){p=g[i].split(":");if(${known}.test(p[0])){` +
    `if(p[1]!=="0"&&p[1]!=="1")return;n++}}` +
    `n&&h.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTRIBUTE)},"")}catch(e){}})();`
  );
}

/** The categories a consent decision names (`C0001,C0003`), in order; C0001 always. */
export function consentOfDecision(decision: string): ConsentCategoryId[] {
  const named = decision.split(",");
  return CONSENT_CATEGORIES.filter((id) => id === "C0001" || named.includes(id));
}
