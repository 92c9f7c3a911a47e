import {
  ApiError,
  CONSENT_COOKIES,
  GET_CONSENT,
  RECORD_CONSENT,
  consentChoiceOf,
  cookieValue,
  type ConsentCategoryId,
} from "@ridgeline/contract";
import type { ShopperSession } from "../../lib/context";
import { CONSENT_BANNER_VERSION, consentCookies } from "./consent-choice";

/** Whether this browser holds a choice already (both cookies, a readable one). */
export function holdsChoice(request: Request): boolean {
  const header = request.headers.get("cookie");
  return (
    cookieValue(header, CONSENT_COOKIES.closed) !== null &&
    consentChoiceOf(cookieValue(header, CONSENT_COOKIES.consent)) !== null
  );
}

/**
 * Records a signed-in shopper's choice as proof of consent (categories, banner version, site,
 * time). A session that ended meanwhile records nothing: the cookie still holds the choice.
 */
export async function recordConsent(
  session: ShopperSession,
  locale: string,
  allowed: readonly ConsentCategoryId[],
): Promise<boolean> {
  if (!session.signedIn) return false;
  try {
    await session.api.call(RECORD_CONSENT, {
      query: { locale },
      body: {
        choices: {
          C0002: allowed.includes("C0002"),
          C0003: allowed.includes("C0003"),
          C0004: allowed.includes("C0004"),
        },
        bannerVersion: CONSENT_BANNER_VERSION,
      },
    });
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return false;
  }
}

/**
 * At sign-in on a browser that holds no choice (a new device), the shopper's recorded choice
 * becomes its cookies, so the banner does not ask again what they answered elsewhere. Never
 * stands in the way of signing in: a failed read leaves the banner to ask.
 */
export async function carryConsent(
  session: ShopperSession,
  request: Request,
  locale: string,
  secure: boolean,
): Promise<void> {
  if (!session.signedIn || holdsChoice(request)) return;
  try {
    const { consent } = await session.api.call(GET_CONSENT, { query: { locale } });
    if (!consent) return;
    const given = new Date(consent.givenAt);
    session.setCookies.push(
      ...consentCookies(
        consent.categories,
        Number.isNaN(given.getTime()) ? new Date() : given,
        secure,
      ),
    );
  } catch (error) {
    console.warn("consent: the recorded choice could not be read at sign-in", error);
  }
}
