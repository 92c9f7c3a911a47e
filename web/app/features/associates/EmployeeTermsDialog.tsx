import { useEffect, useRef, type RefObject } from "react";
import { Form, Link, useLocation } from "react-router";
import { useT } from "../../lib/i18n";

/**
 * Asks a signed-in employee to accept the discount terms (000 §6). Rendered open by the
 * server so it works without JavaScript; with it, it becomes a modal that traps focus, and
 * Escape declines (the shopper goes on without the discount). It waits for another open
 * dialog (the sign-in confirmation) to close first.
 */
export function EmployeeTermsDialog({ locale }: { locale: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const decline = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    // Rendered open for pages without JavaScript; with it, it re-opens as a modal (the page
    // behind becomes inert and focus stays in the dialog).
    if (node.open && !node.hasAttribute("data-modal")) node.close();
    // Never stacked on another dialog (issue 11, point 10: the sign-in confirmation after an
    // employee signs in): it opens once the shopper has closed that one.
    const others = () =>
      Array.from(document.querySelectorAll("dialog[open]")).filter((other) => other !== node);
    const show = () => {
      if (node.hasAttribute("data-modal") || others().length > 0) return;
      node.setAttribute("data-modal", "");
      node.showModal();
    };
    const waitingFor = others();
    for (const other of waitingFor) other.addEventListener("close", show);
    show();
    return () => {
      for (const other of waitingFor) other.removeEventListener("close", show);
    };
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
