import { useEffect, useRef, type RefObject } from "react";
import { Form, Link, useLocation } from "react-router";
import { useT } from "../../lib/i18n";

/**
 * Asks a signed-in employee to accept the discount terms (000 §6). Rendered open by the
 * server so it works without JavaScript; with it, it becomes a modal that traps focus, and
 * Escape declines (the shopper goes on without the discount).
 */
export function EmployeeTermsDialog({ locale }: { locale: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const decline = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node || node.hasAttribute("data-modal")) return;
    // Re-open as a modal: the page behind becomes inert and focus stays in the dialog.
    node.close();
    node.setAttribute("data-modal", "");
    node.showModal();
  }, []);
  const next = `${pathname}${search}`;
  return (
    <dialog
      ref={dialog}
      open
      className="dialog terms-dialog"
      aria-labelledby="employee-terms-title"
      aria-describedby="employee-terms-body"
      data-testid="employee-terms-dialog"
      onCancel={(event) => {
        event.preventDefault();
        decline.current?.click();
      }}
    >
      <h2 id="employee-terms-title">{t("employeeTerms.title")}</h2>
      <p id="employee-terms-body">{t("employeeTerms.body")}</p>
      <p className="muted">{t("employeeTerms.later")}</p>
      <p>
        {/* A normal link: the question stays open (cookie) and the terms page can answer it. */}
        <Link to={`/${locale}/associate-discount-terms`}>{t("legal.employeeTerms.read")}</Link>
      </p>
      <EmployeeTermsAnswer locale={locale} next={next} declineRef={decline} />
    </dialog>
  );
}

/** Accept or decline; the answer goes to `/{locale}/employee-terms`, which returns to `next`. */
export function EmployeeTermsAnswer({
  locale,
  next,
  declineRef,
}: {
  locale: string;
  next: string;
  declineRef?: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  return (
    <Form method="post" action={`/${locale}/employee-terms`} className="terms-dialog__actions">
      <input type="hidden" name="next" value={next} />
      <button type="submit" name="answer" value="accept" className="button button--primary">
        {t("employeeTerms.accept")}
      </button>
      <button
        ref={declineRef}
        type="submit"
        name="answer"
        value="decline"
        className="button button--secondary"
      >
        {t("employeeTerms.decline")}
      </button>
    </Form>
  );
}
