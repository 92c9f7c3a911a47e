import { useState, type ReactNode } from "react";
import { useT, type MessageKey } from "../../lib/i18n";

/**
 * The sign-up's boxes of 000 §2: newsletter, loyalty terms, brand terms and privacy policy,
 * and the SMS opt-in with its terms panel and I-accept button. The SMS box needs a phone
 * (000 §5) and counts only once its terms are accepted; the brand terms and the policy are
 * required, and so are the loyalty terms when the sign-up is the loyalty enrolment's.
 */
export function SignUpConsents(props: {
  locale: string;
  /** Whether a phone number has been typed (the SMS box is off without one). */
  hasPhone: boolean;
  loyaltyRequired: boolean;
  errorFor: (field: string) => ReactNode;
}) {
  const t = useT();
  const [sms, setSms] = useState(false);
  const [smsAccepted, setSmsAccepted] = useState(false);
  const smsOn = sms && props.hasPhone;
  const termsLink = (page: string, label: MessageKey) => (
    <a href={`/${props.locale}/${page}`} target="_blank" rel="noopener" className="checkbox-link">
      {t(label)}
    </a>
  );
  /** A box whose terms have their own page, linked under it. */
  const termsBox = (
    name: string,
    label: MessageKey,
    page: string,
    readLabel: MessageKey,
    required: boolean,
  ) => (
    <div className="checkbox-line">
      <label>
        <input type="checkbox" name={name} required={required} />
        <span>{t(label)}</span>
      </label>
      {termsLink(page, readLabel)}
    </div>
  );
  return (
    <fieldset className="consents" data-testid="sign-up-consents">
      <legend className="visually-hidden">{t("auth.consents")}</legend>
      <label className="checkbox-line">
        <input type="checkbox" name="newsletter" />
        <span>{t("auth.newsletter")}</span>
      </label>
      {termsBox(
        "loyalty",
        "enrol.loyaltyTerms",
        "loyalty-terms",
        "auth.readLoyaltyTerms",
        props.loyaltyRequired,
      )}
      {termsBox("isTermsConfirmed", "auth.brandTerms", "brand-terms", "auth.readBrandTerms", true)}
      {props.errorFor("isTermsConfirmed")}
      {termsBox("policy", "auth.policy", "privacy", "auth.readPolicy", true)}
      {props.errorFor("policy")}
      <label className="checkbox-line">
        <input
          type="checkbox"
          name="sms"
          disabled={!props.hasPhone}
          checked={smsOn}
          onChange={(event) => {
            setSms(event.currentTarget.checked);
            if (!event.currentTarget.checked) setSmsAccepted(false);
          }}
          // The terms exist only while the box is ticked: never point at a missing id.
          aria-controls={smsOn ? "sms-terms" : undefined}
        />
        <span>{t("auth.sms")}</span>
      </label>
      {smsOn ? (
        <div id="sms-terms" className="sms-terms" data-testid="sms-terms">
          <p className="sms-terms__title">{t("auth.smsTermsTitle")}</p>
          <p>
            {t("auth.smsTermsText")} {termsLink("sms-terms", "auth.readSmsTerms")}
          </p>
          {smsAccepted ? (
            <p className="sms-terms__accepted" role="status">
              <input type="hidden" name="smsTermsAccepted" value="on" />
              {t("auth.smsAccepted")}
            </p>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSmsAccepted(true)}
            >
              {t("auth.smsAccept")}
            </button>
          )}
        </div>
      ) : null}
      {props.errorFor("sms")}
    </fieldset>
  );
}
