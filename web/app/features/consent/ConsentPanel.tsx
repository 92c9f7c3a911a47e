import type { ConsentCategoryId } from "@ridgeline/contract";
import { useRef, type FormEvent, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { useT } from "../../lib/i18n";
import { usePersonal } from "../../lib/personal";
import { useShellData } from "../../lib/shell-data";
import { ALL_CATEGORIES, REQUIRED_ONLY, applyConsent } from "./consent-choice";
import { PreferenceCentre, type PreferenceCentreHandle } from "./PreferenceCentre";

/**
 * The consent banner and its preference centre (issue 29). The server writes the banner into
 * every page (the head hides it before it is drawn once the shopper has chosen); its code comes
 * when the shopper reaches for it (a deferred part, consent.lazy.ts), and what they clicked
 * meanwhile is made again on it. Without JavaScript the banner is a form the store answers.
 * "Accept all" and "Reject all" look alike: refusing is as easy as accepting.
 */
export function ConsentPanel() {
  const t = useT();
  const shell = useShellData();
  const personal = usePersonal();
  const { pathname } = useLocation();
  const centre = useRef<PreferenceCentreHandle>(null);
  const locale = shell?.site.locale ?? "en-us";
  const privacy = `/${locale}/privacy`;
  const choose = (allowed: readonly ConsentCategoryId[]) =>
    void applyConsent(allowed, { locale, signedIn: personal?.signedIn === true });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const value = submitter instanceof HTMLButtonElement ? submitter.value : "";
    choose(value === "accept" ? ALL_CATEGORIES : REQUIRED_ONLY);
  };
  const openCentre = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    centre.current?.open();
  };
  // An editor's preview allows every category and asks nothing (001 §6).
  if (!shell?.consent.banner) return null;
  return (
    <>
      <section
        className="consent-banner"
        aria-labelledby="consent-title"
        data-testid="consent-banner"
        // Chosen already: hidden, script or not; its "Preferences" still opens the centre for
        // the footer's "Cookie settings".
        hidden={shell.consent.chosen || undefined}
      >
        <form
          method="post"
          action={`/${locale}/consent`}
          className="consent-banner__inner"
          onSubmit={submit}
        >
          <input type="hidden" name="next" value={pathname} />
          <div className="consent-banner__text">
            <h2 id="consent-title" className="consent-banner__title">
              {t("consent.title")}
            </h2>
            <p>
              {t("consent.body")} <a href={privacy}>{t("consent.privacy")}</a>
            </p>
          </div>
          <div className="consent-banner__actions">
            <button type="submit" name="choice" value="accept" className="button button--primary">
              {t("consent.acceptAll")}
            </button>
            <button type="submit" name="choice" value="reject" className="button button--primary">
              {t("consent.rejectAll")}
            </button>
            {/* Without JavaScript the privacy notice describes the categories. */}
            <a
              href={privacy}
              className="button button--secondary"
              data-consent-preferences=""
              onClick={openCentre}
            >
              {t("consent.preferences")}
            </a>
          </div>
        </form>
      </section>
      <PreferenceCentre ref={centre} onChoose={choose} />
    </>
  );
}
