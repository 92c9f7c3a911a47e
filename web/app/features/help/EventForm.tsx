import { EVENT_GENDERS, HELP_LIMITS } from "@ridgeline/contract";
import { Form } from "react-router";
import { OwnValidation } from "../../lib/form-validation";
import { useT } from "../../lib/i18n";
import { FieldError, SendButton, TopError, useHelpErrors } from "./HelpFrame";
import type { HelpProblem } from "./help-errors";

/**
 * 001 "Event signup", step 2 (signed in): the registration form. The attending days show only
 * for an event of two days or more, the guest's name only where the event takes plus-ones.
 */
export function EventForm(props: {
  days: readonly { value: string; label: string }[];
  enablePlusOne: boolean;
  prefill: Record<string, string>;
  problem: HelpProblem | null;
}) {
  const { days, problem } = props;
  const t = useT();
  const values = problem?.values ?? props.prefill;
  const picked = new Set((values["attendingDays"] ?? "").split(",").filter(Boolean));
  const { errorAt, top } = useHelpErrors(problem);
  const input = (
    name: string,
    label: string,
    extra: { type?: string; autoComplete?: string; required?: boolean; maxLength?: number } = {},
  ) => (
    <div className="field-group">
      <label>
        {label}
        <input
          name={name}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          required={extra.required}
          maxLength={extra.maxLength ?? HELP_LIMITS.nameMax}
          defaultValue={values[name] ?? ""}
          aria-describedby={errorAt(name) ? `event-error-${name}` : undefined}
        />
      </label>
      <FieldError id={`event-error-${name}`} text={errorAt(name)} />
    </div>
  );
  return (
    <Form method="post" className="stack-form help-form" data-testid="event-form">
      <OwnValidation />
      <TopError text={top} testId="event-error" />
      {input("email", t("help.event.email"), {
        type: "email",
        autoComplete: "email",
        required: true,
        maxLength: 254,
      })}
      <div className="stack-form__row">
        {input("firstName", t("help.event.firstName"), {
          autoComplete: "given-name",
          required: true,
        })}
        {input("lastName", t("help.event.lastName"), {
          autoComplete: "family-name",
          required: true,
        })}
      </div>
      <div className="stack-form__row">
        <div className="field-group">
          <label>
            {t("help.event.gender")}
            <select name="gender" defaultValue={values["gender"] ?? ""}>
              <option value="">{t("help.event.gender.none")}</option>
              {EVENT_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`help.event.gender.${gender}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {input("phoneNumber", t("help.event.phone"), {
          type: "tel",
          autoComplete: "tel",
          maxLength: 24,
        })}
      </div>
      {days.length > 0 ? (
        <fieldset className="help-choices" aria-describedby="event-days-hint">
          <legend>{t("help.event.days")}</legend>
          <span className="help-hint" id="event-days-hint">
            {t("help.event.daysHint")}
          </span>
          {days.map((day) => (
            <label className="help-choice" key={day.value}>
              <input
                type="checkbox"
                name="attendingDays"
                value={day.value}
                defaultChecked={picked.has(day.value)}
              />
              <span>{day.label}</span>
            </label>
          ))}
          <FieldError id="event-error-attendingDays" text={errorAt("attendingDays")} />
        </fieldset>
      ) : null}
      {props.enablePlusOne ? (
        <div className="field-group">
          <label>
            {t("help.event.plusOne")}
            <span className="help-hint">{t("help.event.plusOneHint")}</span>
            <input
              name="plusOne"
              maxLength={HELP_LIMITS.eventNameMax}
              defaultValue={values["plusOne"] ?? ""}
              aria-describedby={errorAt("plusOne") ? "event-error-plusOne" : undefined}
            />
          </label>
          <FieldError id="event-error-plusOne" text={errorAt("plusOne")} />
        </div>
      ) : null}
      <div className="field-group">
        <label className="help-choice">
          <input
            type="checkbox"
            name="eventTermsAccepted"
            required
            defaultChecked={values["eventTermsAccepted"] === "on"}
          />
          <span>{t("help.event.terms")}</span>
        </label>
        <FieldError id="event-error-eventTermsAccepted" text={errorAt("eventTermsAccepted")} />
      </div>
      <SendButton label={t("help.event.register")} testId="event-register" />
    </Form>
  );
}
