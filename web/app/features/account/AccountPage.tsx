import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { formErrorText } from "../../lib/form-errors";
import { useT, type MessageKey } from "../../lib/i18n";
import { AccountNav } from "./AccountNav";

/**
 * The frame of every account page: the account's sections, the title, and the notice of what
 * the last action did (shown only while nothing went wrong since).
 */
export function AccountPage(props: {
  locale: string;
  title: string;
  intro?: string;
  done?: MessageKey | undefined;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="account-page">
      <AccountNav locale={props.locale} />
      <h1>{props.title}</h1>
      {props.intro ? <p className="muted">{props.intro}</p> : null}
      {props.done ? (
        <p className="notice notice--success" role="status" data-testid="account-done">
          {t(props.done)}
        </p>
      ) : null}
      {props.children}
    </section>
  );
}

/** A refused account action, in the page's language (see lib/form-errors). */
export function AccountError(props: {
  form: string;
  problem: { errorId: string; field?: string | null | undefined };
  testId: string;
}) {
  const t = useT();
  return (
    <p className="notice field-error" role="alert" data-testid={props.testId}>
      {formErrorText(t, props.form, {
        errorId: props.problem.errorId,
        field: props.problem.field ?? undefined,
      })}
    </p>
  );
}

/** "Delete this?" with what goes, a delete button posting `intent=delete` and a way back. */
export function ConfirmDelete(props: {
  action: string;
  question: string;
  deleteLabel: string;
  /** The hidden field naming what goes, e.g. `{ addressId: "…" }`. */
  target: Record<string, string>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Form method="post" action={props.action} className="confirm-box" data-testid="confirm-delete">
      <p>
        <strong>{props.question}</strong>
      </p>
      {props.children}
      <input type="hidden" name="intent" value="delete" />
      {Object.entries(props.target).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {props.deleteLabel}
        </button>
        <Link to={props.action} className="button button--secondary">
          {t("addresses.cancel")}
        </Link>
      </div>
    </Form>
  );
}
