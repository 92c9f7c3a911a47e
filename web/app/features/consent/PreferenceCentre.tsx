import { CONSENT_CATEGORIES, type ConsentCategoryId } from "@ridgeline/contract";
import { useImperativeHandle, useRef, useState, type Ref } from "react";
import { consentNow } from "../../lib/consent-change";
import { useT, type MessageKey } from "../../lib/i18n";
import { ALL_CATEGORIES, REQUIRED_ONLY } from "./consent-choice";

/** Each category's name and what it is for, in the shopper's words. */
const WORDS: Readonly<Record<ConsentCategoryId, { name: MessageKey; about: MessageKey }>> = {
  C0001: { name: "consent.C0001", about: "consent.C0001.about" },
  C0002: { name: "consent.C0002", about: "consent.C0002.about" },
  C0003: { name: "consent.C0003", about: "consent.C0003.about" },
  C0004: { name: "consent.C0004", about: "consent.C0004.about" },
};

export interface PreferenceCentreHandle {
  open(): void;
}

/**
 * The preference centre: a modal dialog with a switch per category (the required one always on),
 * saved as set, or all accepted or all refused. Escape or the close button leave the choice as
 * it was; the dialog gives the focus back to what opened it.
 */
export function PreferenceCentre({
  ref,
  onChoose,
}: {
  ref: Ref<PreferenceCentreHandle>;
  onChoose: (allowed: readonly ConsentCategoryId[]) => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<readonly ConsentCategoryId[]>(() => consentNow());
  useImperativeHandle(ref, () => ({
    open() {
      setDraft(consentNow());
      dialog.current?.showModal();
    },
  }));
  const choose = (allowed: readonly ConsentCategoryId[]) => {
    onChoose(allowed);
    dialog.current?.close();
  };
  const toggle = (id: ConsentCategoryId, on: boolean) =>
    setDraft((now) =>
      CONSENT_CATEGORIES.filter((other) => (other === id ? on : now.includes(other))),
    );
  return (
    <dialog
      ref={dialog}
      className="dialog dialog--narrow consent-centre"
      aria-labelledby="consent-centre-title"
      data-testid="consent-centre"
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          choose(draft);
        }}
      >
        <button
          type="button"
          className="dialog__close"
          aria-label={t("consent.close")}
          onClick={() => dialog.current?.close()}
        >
          ×
        </button>
        <h2 id="consent-centre-title">{t("consent.centreTitle")}</h2>
        <p className="muted">{t("consent.centreIntro")}</p>
        <ul className="consent-centre__list">
          {CONSENT_CATEGORIES.map((id) => {
            const required = id === "C0001";
            return (
              <li key={id} className="consent-centre__category">
                <div>
                  <label htmlFor={`consent-${id}`} className="consent-centre__name">
                    {t(WORDS[id].name)}
                  </label>
                  <p id={`consent-${id}-about`} className="consent-centre__about">
                    {t(WORDS[id].about)}
                    {required ? ` ${t("consent.alwaysOn")}.` : null}
                  </p>
                </div>
                <input
                  id={`consent-${id}`}
                  type="checkbox"
                  role="switch"
                  name={id}
                  className="consent-switch"
                  checked={required || draft.includes(id)}
                  disabled={required}
                  aria-describedby={`consent-${id}-about`}
                  onChange={(event) => toggle(id, event.target.checked)}
                />
              </li>
            );
          })}
        </ul>
        <div className="consent-centre__actions">
          <button type="submit" className="button button--primary">
            {t("consent.save")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => choose(ALL_CATEGORIES)}
          >
            {t("consent.acceptAll")}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => choose(REQUIRED_ONLY)}
          >
            {t("consent.rejectAll")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
