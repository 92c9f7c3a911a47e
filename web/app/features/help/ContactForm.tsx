import { HELP_LIMITS, type ContactCategory } from "@ridgeline/contract";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import { submitWhenSolved, useBotAnswer, type BotChallengeData } from "../../lib/bot-check";
import { OwnValidation } from "../../lib/form-validation";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { FieldError, SendButton, TopError, useHelpErrors } from "./HelpFrame";
import type { HelpProblem } from "./help-errors";

/**
 * The contact form: a topic, then a subject of that topic, the sender, an optional order
 * number and the message. Without JavaScript every subject shows, grouped by topic (the API
 * refuses one of another topic at its field), and the bot check's challenge goes back
 * unanswered, which the API takes after a person's reading time.
 */
export function ContactForm(props: {
  categories: ContactCategory[];
  challenge: BotChallengeData;
  prefill: { name: string; email: string };
  problem: HelpProblem | null;
}) {
  const { categories, challenge, problem } = props;
  const t = useT();
  const hydrated = useHydrated();
  const bot = useBotAnswer(challenge);
  const submit = useSubmit();
  const values: Record<string, string> = problem?.values ?? props.prefill;
  const [category, setCategory] = useState(values["category"] ?? "");
  const [subject, setSubject] = useState(values["subject"] ?? "");
  const { errorAt, top } = useHelpErrors(problem);
  const described = (field: string, hint?: string) =>
    [hint, errorAt(field) ? `contact-error-${field}` : undefined].filter(Boolean).join(" ") ||
    undefined;
  const chosen = categories.find((entry) => entry.code === category);
  return (
    <Form
      method="post"
      className="stack-form help-form"
      data-testid="contact-form"
      onSubmit={(event) => {
        if (hydrated) submitWhenSolved(event, [{ field: "recaptcha_response", bot }], submit);
      }}
    >
      <OwnValidation />
      <TopError text={top} testId="contact-error" />
      <input
        type="hidden"
        name="recaptcha_response"
        value={hydrated ? bot.solved : challenge.challenge}
      />
      <div className="stack-form__row">
        <div className="field-group">
          <label>
            {t("help.contact.category")}
            <select
              name="category"
              required
              value={category}
              onChange={(event) => {
                const next = categories.find((entry) => entry.code === event.currentTarget.value);
                setCategory(event.currentTarget.value);
                // A subject of the topic before is no subject of this one.
                if (!next?.subjects.some((entry) => entry.code === subject)) setSubject("");
              }}
              aria-describedby={described("category")}
            >
              <option value="">{t("help.contact.choose")}</option>
              {categories.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
          <FieldError id="contact-error-category" text={errorAt("category")} />
        </div>
        <div className="field-group">
          <label>
            {t("help.contact.subject")}
            <select
              name="subject"
              required
              value={subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
              aria-describedby={described("subject")}
            >
              <option value="">{t("help.contact.choose")}</option>
              {hydrated && chosen
                ? chosen.subjects.map((subject) => (
                    <option key={subject.code} value={subject.code}>
                      {subject.label}
                    </option>
                  ))
                : categories.map((entry) => (
                    <optgroup key={entry.code} label={entry.label}>
                      {entry.subjects.map((subject) => (
                        <option key={subject.code} value={subject.code}>
                          {subject.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
            </select>
          </label>
          <FieldError id="contact-error-subject" text={errorAt("subject")} />
        </div>
      </div>
      <div className="stack-form__row">
        <div className="field-group">
          <label>
            {t("help.contact.name")}
            <input
              name="name"
              autoComplete="name"
              required
              maxLength={HELP_LIMITS.nameMax}
              defaultValue={values["name"] ?? ""}
              aria-describedby={described("name")}
            />
          </label>
          <FieldError id="contact-error-name" text={errorAt("name")} />
        </div>
        <div className="field-group">
          <label>
            {t("help.contact.email")}
            <input
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={values["email"] ?? ""}
              aria-describedby={described("email")}
            />
          </label>
          <FieldError id="contact-error-email" text={errorAt("email")} />
        </div>
      </div>
      <div className="field-group">
        <label>
          {t("help.contact.orderNumber")}
          <span className="help-hint" id="contact-order-hint">
            {t("help.contact.orderHint")}
          </span>
          <input
            name="orderNumber"
            maxLength={20}
            pattern="[A-Za-z]{2,8}[0-9]{8,12}"
            defaultValue={values["orderNumber"] ?? ""}
            aria-describedby={described("orderNumber", "contact-order-hint")}
          />
        </label>
        <FieldError id="contact-error-orderNumber" text={errorAt("orderNumber")} />
      </div>
      <div className="field-group">
        <label>
          {t("help.contact.message")}
          <span className="help-hint" id="contact-message-hint">
            {t("help.contact.messageHint", {
              min: HELP_LIMITS.messageMin,
              max: HELP_LIMITS.messageMax,
            })}
          </span>
          <textarea
            name="message"
            required
            minLength={HELP_LIMITS.messageMin}
            maxLength={HELP_LIMITS.messageMax}
            defaultValue={values["message"] ?? ""}
            aria-describedby={described("message", "contact-message-hint")}
          />
        </label>
        <FieldError id="contact-error-message" text={errorAt("message")} />
      </div>
      <noscript>
        <p className="muted">{t("help.contact.noScript")}</p>
      </noscript>
      <SendButton
        label={t("help.contact.send")}
        busyLabel={t("help.contact.sending")}
        testId="contact-send"
      />
    </Form>
  );
}
