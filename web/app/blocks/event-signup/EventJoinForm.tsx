import {
  EVENT_GENDERS,
  HELP_LIMITS,
  dateTimeFormat,
  type ResolvedBlocks,
} from "@ridgeline/contract";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import {
  eventDays,
  eventErrorKey,
  firstProblem,
  offersDayChoice,
  registerAction,
  validateEventForm,
  type EventErrors,
  type EventField,
  type EventFields,
} from "./event-signup-logic";

/** What the form knows of the signed-in shopper (asked of `PersonalData`, see the report). */
export interface EventShopper {
  signedIn: boolean;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/**
 * Step 2 of the event signup (001 §4, §5): the signed-in shopper's registration, posted to the
 * store's event registration action. First and last name, the guest's name where the event
 * takes one (checked only when filled), the event's terms (required) and, for an event of two
 * days or more, the days attended. A refusal shows its message in a dismissible notification.
 */
export function EventJoinForm(props: {
  block: ResolvedBlocks["eventSignup"];
  locale: string;
  shopper: EventShopper | null;
  fetcher: FetcherWithComponents<unknown>;
  problem: { errorId: string; field: string | null } | null;
  onDismiss: () => void;
}): ReactNode {
  const { block, locale, shopper, fetcher, problem } = props;
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  const refs = useRef<Partial<Record<EventField, HTMLInputElement | null>>>({});
  const [fields, setFields] = useState<EventFields>({
    email: shopper?.email ?? "",
    firstName: shopper?.firstName ?? "",
    lastName: shopper?.lastName ?? "",
    plusOne: "",
    terms: false,
  });
  const [tried, setTried] = useState(false);
  const [errors, setErrors] = useState<EventErrors>({});
  const busy = fetcher.state !== "idle";
  const days = offersDayChoice(block.startDate, block.endDate)
    ? eventDays(block.startDate, block.endDate)
    : [];
  const dayLabel = dateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

  const change = (name: keyof EventFields, value: string | boolean) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    if (tried) setErrors(validateEventForm(next, block.enablePlusOne));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateEventForm(fields, block.enablePlusOne);
    setTried(true);
    setErrors(found);
    const first = firstProblem(found);
    if (first) {
      event.preventDefault();
      refs.current[first]?.focus();
    }
  };
  const errorOf = (name: EventField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {t(errors[name])}
      </p>
    ) : null;
  const text = (
    name: "email" | "firstName" | "lastName" | "plusOne",
    label: string,
    extra: { type?: string; autoComplete?: string; required?: boolean; maxLength: number },
  ) => (
    <div className="content-event__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        ref={(element) => {
          refs.current[name] = element;
        }}
        id={`${id}-${name}`}
        name={name}
        type={extra.type ?? "text"}
        autoComplete={extra.autoComplete}
        required={extra.required}
        maxLength={extra.maxLength}
        value={fields[name]}
        disabled={busy}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => change(name, event.target.value)}
      />
      {errorOf(name)}
    </div>
  );

  return (
    <fetcher.Form
      method="post"
      action={registerAction(locale, block.eventId)}
      className="content-event__form"
      noValidate={hydrated}
      onSubmit={submit}
    >
      {hydrated ? <input type="hidden" name="mode" value="inline" /> : null}
      {problem ? (
        <div className="notice field-error content-event__error" role="alert">
          <span>{t(eventErrorKey(problem.errorId, problem.field))}</span>
          <button type="button" className="link-button" onClick={props.onDismiss}>
            {t("blocks.dismiss")}
          </button>
        </div>
      ) : null}
      {text("email", t("blocks.email"), {
        type: "email",
        autoComplete: "email",
        required: true,
        maxLength: 254,
      })}
      <div className="content-event__row">
        {text("firstName", t("blocks.firstName"), {
          autoComplete: "given-name",
          required: true,
          maxLength: HELP_LIMITS.nameMax,
        })}
        {text("lastName", t("blocks.lastName"), {
          autoComplete: "family-name",
          required: true,
          maxLength: HELP_LIMITS.nameMax,
        })}
      </div>
      <div className="content-event__row">
        <div className="content-event__field">
          <label htmlFor={`${id}-gender`}>{t("blocks.gender")}</label>
          <select id={`${id}-gender`} name="gender" defaultValue="" disabled={busy}>
            <option value="">{t("blocks.genderNone")}</option>
            {EVENT_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`blocks.gender.${gender}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="content-event__field">
          <label htmlFor={`${id}-phone`}>{t("blocks.phone")}</label>
          <input
            id={`${id}-phone`}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            maxLength={24}
            disabled={busy}
          />
        </div>
      </div>
      {days.length > 0 ? (
        <fieldset className="content-event__days" aria-describedby={`${id}-days-hint`}>
          <legend>{t("blocks.attendingDays")}</legend>
          <p id={`${id}-days-hint`} className="content-event__hint">
            {t("blocks.attendingDaysHint")}
          </p>
          {days.map((day) => (
            <label className="content-event__choice" key={day}>
              <input type="checkbox" name="attendingDays" value={day} disabled={busy} />
              <span>{dayLabel.format(new Date(`${day}T00:00:00Z`))}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {block.enablePlusOne
        ? text("plusOne", t("blocks.guestName"), { maxLength: HELP_LIMITS.eventNameMax })
        : null}
      <div className="content-event__field">
        <label className="content-event__choice">
          <input
            ref={(element) => {
              refs.current.terms = element;
            }}
            type="checkbox"
            name="eventTermsAccepted"
            required
            checked={fields.terms}
            disabled={busy}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
            onChange={(event) => change("terms", event.target.checked)}
          />
          <span>{t("blocks.eventTerms")}</span>
        </label>
        {errorOf("terms")}
      </div>
      <button
        type="submit"
        className="button button--primary content-event__submit"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {busy ? t("blocks.submitting") : (block.submitCtaLabel ?? t("blocks.joinEvent"))}
      </button>
    </fetcher.Form>
  );
}
