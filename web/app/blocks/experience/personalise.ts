import { PERSONALISATION_EVENT } from "./experience";

/**
 * The page's one call to the store's personalisation engine (issue 29), for the experiences
 * no experiment decided on the server: the visit's events only the browser knows (the screen,
 * the language, the referrer), through the page server (which adds the visitor's id and the
 * signed-in shopper). The answers go into `window.personalisationData` by experience id, and
 * the window event makes every experience read them again (001 §4, §7). Once per page.
 */
export interface VisitContext {
  locale: string;
  pageType: string;
  path: string;
}

/** The engine's events for this visit (Monetate's types, contract personalisation.schema). */
export function visitEvents(
  visit: VisitContext,
  browser: { width: number; height: number; language: string; userAgent: string; referrer: string },
  requestId: string,
): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [
    { eventType: "monetate:decision:DecisionRequest", requestId },
    { eventType: "monetate:context:PageView", pageType: visit.pageType, path: visit.path },
    {
      eventType: "monetate:context:ScreenSize",
      width: Math.round(browser.width),
      height: Math.round(browser.height),
    },
    { eventType: "monetate:context:UserAgent", userAgent: browser.userAgent.slice(0, 500) },
  ];
  if (/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(browser.language))
    events.push({ eventType: "monetate:context:Language", language: browser.language });
  if (browser.referrer)
    events.push({
      eventType: "monetate:context:Referrer",
      referrer: browser.referrer.slice(0, 2000),
    });
  return events;
}

let asked: Promise<void> | null = null;

/** Asks once per page; the answers join what the window holds, then the event goes out. */
export function askForDecisions(visit: VisitContext): Promise<void> {
  asked ??= fetch(`/${visit.locale}/personalisation`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({
      events: visitEvents(
        visit,
        {
          width: window.innerWidth,
          height: window.innerHeight,
          language: navigator.language,
          userAgent: navigator.userAgent,
          referrer: document.referrer,
        },
        `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      ),
    }),
  })
    .then((response) => (response.ok ? response.json() : { decisions: {} }))
    .then((answer: { decisions?: Record<string, unknown> }) => {
      window.personalisationData = { ...window.personalisationData, ...answer.decisions };
      window.dispatchEvent(new Event(PERSONALISATION_EVENT));
    })
    .catch(() => undefined);
  return asked;
}
