import { OwnValidation } from "../../lib/form-validation";
import type { Question } from "@ridgeline/contract";
import { Form, Link } from "react-router";
import { usePersonal } from "../../lib/personal";
import { useT } from "../../lib/i18n";
import type { FormProblem } from "./ProductReviews";
import { dateTimeFormat } from "@ridgeline/contract";

interface Props {
  questions: Question[];
  locale: string;
  pageUrl: string;
  /** For a guest, the sign-in page coming back here: asking and answering need an account. */
  /**
   * The sign-in page coming back here: a guest (once the page knows the shopper is one) is
   * sent there to write, vote, ask or answer, which need an account.
   */
  signInPage: string | null;
  problem: FormProblem | null;
  posted: boolean;
}

/**
 * Shoppers' questions with their answers, and forms to ask and to answer; a guest gets links
 * to sign in instead.
 */
export function ProductQuestions({
  questions,
  locale,
  pageUrl,
  signInPage,
  problem,
  posted,
}: Props) {
  const t = useT();
  // Read here, not passed in: the part's server HTML stands until its code comes (a deferred
  // island), and the shopper's own data arrives after first paint.
  const personal = usePersonal();
  const signIn = personal !== null && !personal.signedIn ? signInPage : null;
  const date = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
  const error =
    problem && (problem.form === "question" || problem.form === "answer") ? problem : null;
  return (
    <section id="questions" className="pdp-section" aria-labelledby="questions-title">
      <h2 id="questions-title">{t("questions.title")}</h2>
      {posted ? (
        <p className="notice notice--success" role="status">
          {t("questions.thanks")}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error.error}
        </p>
      ) : null}
      {questions.length === 0 ? <p>{t("questions.none")}</p> : null}
      <ol className="qa-items">
        {questions.map((question) => (
          <li key={question.questionId} className="qa" data-testid="question">
            <p className="qa__question">
              <strong>Q:</strong> {question.text}
            </p>
            <p className="muted">
              {t("reviews.by", { nickname: question.nickname, date: date(question.createdAt) })}
            </p>
            <ul className="qa__answers">
              {question.answers.map((answer) => (
                <li key={answer.answerId}>
                  <strong>A:</strong> {answer.text}{" "}
                  <span className="muted">— {answer.nickname}</span>
                </li>
              ))}
            </ul>
            {signIn ? (
              // As tall as the "Answer" disclosure a signed-in shopper has in its place: which one
              // shows is known only after first paint, and the switch must not move the page.
              <Link to={signIn} className="link-button">
                {t("questions.signInToAnswer")}
              </Link>
            ) : (
              <details>
                <summary className="link-button">{t("questions.answer")}</summary>
                <Form method="post" action={pageUrl} className="stack-form" preventScrollReset>
                  <OwnValidation />
                  <input type="hidden" name="intent" value="answer" />
                  <input type="hidden" name="questionId" value={question.questionId} />
                  <label>
                    {t("questions.answerText")}
                    <textarea name="text" required minLength={2} maxLength={1000} rows={3} />
                  </label>
                  <button type="submit" className="button button--secondary">
                    {t("questions.submitAnswer")}
                  </button>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ol>
      {signIn ? (
        <div className="write-review">
          <Link to={signIn} className="button button--secondary">
            {t("questions.signInToAsk")}
          </Link>
        </div>
      ) : (
        <details className="write-review" open={Boolean(error) || undefined}>
          <summary className="button button--secondary">{t("questions.ask")}</summary>
          <Form method="post" action={pageUrl} className="stack-form" preventScrollReset>
            <OwnValidation />
            <input type="hidden" name="intent" value="question" />
            <label>
              {t("questions.text")}
              <textarea name="text" required minLength={10} maxLength={500} rows={3} />
            </label>
            <button type="submit" className="button button--primary">
              {t("questions.submit")}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
