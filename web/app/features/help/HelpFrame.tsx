import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { appLink } from "../../lib/client-links";
import { metaT, useT, type MessageKey } from "../../lib/i18n";
import { canonicalLink } from "../../lib/canonical";
import { helpError, type HelpProblem } from "./help-errors";
import { HELP_PAGES } from "./help-pages";

/**
 * The frame of every help page: the title and its introduction, the page's content, and the
 * other help pages beside it (below it on a phone).
 */
export function HelpFrame(props: {
  locale: string;
  title: string;
  intro?: string | undefined;
  /** The page's path under the locale, marked in the list of help pages. */
  current?: string;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="help-page" data-testid={props.testId}>
      <article className="help-page__main">
        <header className="help-page__header">
          <p className="eyebrow">{t("help.eyebrow")}</p>
          <h1>{props.title}</h1>
          {props.intro ? <p className="help-page__intro">{props.intro}</p> : null}
        </header>
        {props.children}
      </article>
      <nav className="help-page__nav" aria-label={t("help.footer")}>
        <p className="help-page__nav-heading">{t("help.footer")}</p>
        <ul>
          {HELP_PAGES.map((page) => (
            <li key={page.path}>
              <a
                {...appLink(`/${props.locale}/${page.path}`)}
                aria-current={page.path === props.current ? "page" : undefined}
              >
                {t(page.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** A field's error under it, or nothing. */
export function FieldError(props: { id: string; text: string | null }) {
  return props.text ? (
    <span className="field-error" role="alert" id={props.id} data-testid={props.id}>
      {props.text}
    </span>
  ) : null;
}

/**
 * A help form's refusal: `errorAt(field)` is the message beside a field, `top` the one above
 * the form (the bot check, limits, a code without a field).
 */
export function useHelpErrors(problem: HelpProblem | null | undefined) {
  const t = useT();
  const refusal = problem ? helpError(problem.errorId, problem.field) : null;
  const text = refusal ? t(refusal.words.key, refusal.words.values) : null;
  return {
    errorAt: (field: string) => (refusal && refusal.field === field ? text : null),
    top: refusal && refusal.field === null ? text : null,
  };
}

/** The refusal above a form. */
export function TopError(props: { text: string | null; testId: string }) {
  return props.text ? (
    <p className="notice field-error" role="alert" data-testid={props.testId}>
      {props.text}
    </p>
  ) : null;
}

/** A help form's send button, marked busy while the form is on its way. */
export function SendButton(props: { label: string; busyLabel?: string; testId: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="form-actions">
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={busy || undefined}
        data-testid={props.testId}
      >
        {busy && props.busyLabel ? props.busyLabel : props.label}
      </button>
    </div>
  );
}

/** The meta tags of a help page: its title, description and canonical link. */
export function helpMeta(
  matches: Parameters<typeof canonicalLink>[0] & Parameters<typeof metaT>[0],
  title: MessageKey,
  description: MessageKey,
  path: string,
) {
  const t = metaT(matches);
  return [
    { title: t("help.pageTitle", { title: t(title) }) },
    { name: "description", content: t(description) },
    canonicalLink(matches, path),
  ];
}
